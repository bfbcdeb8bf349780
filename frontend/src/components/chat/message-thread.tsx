import { useTranslation } from 'react-i18next';
import { i18n } from '../../lib/i18n';
import DoneRounded from '@mui/icons-material/DoneRounded';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import SendRounded from '@mui/icons-material/SendRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useEffect, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { useDraft } from '../../lib/drafts';
import type { ChatMessage } from '@pfe/contracts';
import { useOnline } from './connection';
import { formatTime, isSendKey, MAX_MESSAGE_LENGTH, messageToSend, removedText, threadRows } from './messages';
import type { OutgoingMessage } from './outbox';
import { useKeyboardInset } from './use-keyboard-inset';

/** Spec §9: the message list is 400 px tall (SupportMatch's); bubbles are at most 70% wide. */
export const MESSAGE_LIST_HEIGHT = 400;
export const BUBBLE_MAX_WIDTH = '70%';

/**
 * On phones (below the theme's `sm`, 640 px) the list is only as tall as leaves the composer on
 * screen under the app bar, the page title and the thread's heading (about PHONE_CHROME_PX on the
 * first screen), between 200 and 400 px; `svh` (the viewport with the browser's bars shown) so it
 * does not jump while they slide away. Browsers without `svh` drop the height and keep the maximum.
 */
export const PHONE_CHROME_PX = 360;
export const PHONE_LIST_HEIGHT = `clamp(200px, calc(100svh - ${PHONE_CHROME_PX}px), ${MESSAGE_LIST_HEIGHT}px)`;

/** What the thread says once its conversation ended, unless the screen names it (e.g. "This partnership has ended"). */
/** The English words (the tests' handles); the thread says them in the UI's language (`common:chat`). */
export const CONVERSATION_ENDED_TEXT = 'This conversation has ended';

export const LOAD_EARLIER_TEXT = 'Load earlier messages';
/** Within this distance of the bottom the member counts as reading the newest messages. */
const AT_BOTTOM_PX = 48;
/** Older messages are fetched once the top of the thread comes within this distance. */
const LOAD_OLDER_MARGIN_PX = 120;

/** Where the list was scrolled and what it showed, as of the last commit or scroll. */
interface ScrollSnapshot {
  firstId: string | undefined;
  lastId: string | undefined;
  /** Changes whenever the controls above the messages change (their height may change). */
  topKey: string;
  scrollTop: number;
  scrollHeight: number;
  atBottom: boolean;
}

function measure(list: HTMLElement) {
  return {
    scrollTop: list.scrollTop,
    scrollHeight: list.scrollHeight,
    atBottom: list.scrollHeight - list.scrollTop - list.clientHeight <= AT_BOTTOM_PX,
  };
}

/**
 * What an own message's state reads (outbox.ts): shown under it and part of its accessible name.
 * A failed message says when it will go: at once when the connection allows (`failed`), or, while
 * the browser is offline, when she is back online (`waiting`).
 */
export const MESSAGE_STATUS_TEXT = {
  sending: 'Sending…',
  failed: 'Not sent — retrying',
  waiting: "Not sent — will send when you're back online",
  rejected: 'Not sent',
  sent: 'Sent',
} as const;
export type MessageStatus = keyof typeof MESSAGE_STATUS_TEXT;

function StatusLine({ status }: { status: MessageStatus }) {
  if (status === 'sent') return <DoneRounded aria-label={i18n.t('chat:status.sent')} role="img" sx={{ fontSize: 14, ml: 0.5, verticalAlign: 'text-bottom' }} />;
  return (
    <Box component="span" data-status={status} sx={{ display: 'block', fontWeight: status === 'sending' ? 400 : 600 }}>
      {status !== 'sending' && <ErrorOutlineRounded aria-hidden sx={{ fontSize: 14, mr: 0.5, verticalAlign: 'text-bottom' }} />}
      {i18n.t(`chat:status.${status}`)}
    </Box>
  );
}

function Bubble({
  message,
  own,
  partnerName,
  timeOf,
  status,
  onReport,
}: {
  message: Pick<ChatMessage, 'content' | 'createdAt'> & { id?: string; clientId: string };
  own: boolean;
  partnerName: string;
  timeOf: (iso: string) => string;
  /** Own messages only: sent (stored), or still in the outbox. */
  status?: MessageStatus;
  /** The other member's stored messages, where the app lets them be reported (issue 32). */
  onReport?: (messageId: string) => void;
}) {
  const time = message.id ? timeOf(message.createdAt) : '';
  const pending = status !== undefined && status !== 'sent';
  return (
    <Box
      component="li"
      data-id={message.id}
      data-client-id={message.clientId}
      data-own={own ? 'true' : 'false'}
      aria-label={`${time ? i18n.t('chat:at', { who: own ? i18n.t('chat:you') : partnerName, time }) : own ? i18n.t('chat:you') : partnerName}${pending ? `, ${i18n.t(`chat:status.${status}`)}` : ''}`}
      sx={{ display: 'flex', justifyContent: own ? 'flex-end' : 'flex-start', listStyle: 'none' }}
    >
      <Box
        sx={{
          maxWidth: BUBBLE_MAX_WIDTH,
          px: 1.75,
          py: 1,
          borderRadius: '16px',
          borderBottomRightRadius: own ? '4px' : undefined,
          borderBottomLeftRadius: own ? undefined : '4px',
          bgcolor: own ? 'primary.main' : 'action.hover',
          color: own ? 'primary.contrastText' : 'text.primary',
          opacity: pending ? 0.85 : 1,
          border: own ? 'none' : '1px solid',
          borderColor: 'divider',
        }}
      >
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {message.content}
        </Typography>
        <Typography variant="caption" component="div" sx={{ mt: 0.25, textAlign: own ? 'right' : 'left', opacity: own ? 0.9 : 0.65 }}>
          {time && (
            <time dateTime={message.createdAt} style={{ opacity: own ? 0.9 : 1 }}>
              {time}
            </time>
          )}
          {status && <StatusLine status={status} />}
        </Typography>
        {onReport && message.id && !own && (
          <Button
            size="small"
            color="inherit"
            onClick={() => onReport(message.id!)}
            aria-label={time ? i18n.t('chat:reportMessageAt', { name: partnerName, time }) : i18n.t('chat:reportMessage', { name: partnerName })}
            sx={{ minWidth: 0, minHeight: 24, p: 0, mt: 0.25, fontSize: '0.75rem', textDecoration: 'underline', opacity: 0.8 }}
          >
            {i18n.t('chat:report')}
          </Button>
        )}
      </Box>
    </Box>
  );
}

/**
 * The one chat thread of the member app (SupportMatch's partnership page today; every chat screen
 * uses it, fed by useConversation). Spec §2 Partnership: the message list (400 px, newest at the bottom) and the composer. Enter
 * sends and Shift+Enter adds a line; the content is trimmed and blank content is not sent; the
 * box clears at once (the message waits in the thread with its state) and the input and the send
 * button are disabled while its first attempt is on its way.
 *
 * The list holds the newest pages loaded so far. When there is more (`hasOlder`), scrolling near
 * its top loads the page before (the "Load earlier messages" button does the same for keyboard and
 * screen-reader users, and retries after a failure); the messages being read stay in place while
 * older ones are added above them. A new message at the bottom scrolls the list down only when the
 * member was already at the bottom (or sent it).
 *
 * `closed`: the conversation ended (see useConversation). The thread turns read-only: the composer
 * gives way to a neutral notice (`closedText`, never a reason), older pages are no longer offered,
 * and a load error is not shown (the notice says it all).
 *
 * On phones the composer (or the ended notice) sticks to the bottom of the viewport, above the
 * on-screen keyboard, while the thread is on screen (so no ancestor may clip it: no `overflow:
 * hidden` around the thread); the list is sized (PHONE_LIST_HEIGHT) so that, on the first screen,
 * it rests there without covering the list.
 */
export function MessageThread({
  messages,
  outgoing = [],
  currentUserId,
  partnerName,
  isPending: pendingProp,
  error: errorProp,
  sending,
  onSend,
  hasOlder: hasOlderProp = false,
  loadingOlder = false,
  olderError,
  onLoadOlder,
  closed = false,
  closedText = i18n.t('chat:ended'),
  timeOf = formatTime,
  draftKey,
  onReportMessage,
}: {
  messages: ChatMessage[] | undefined;
  /** The member's messages not confirmed yet (outbox.ts), shown after the others with their state. */
  outgoing?: readonly OutgoingMessage[];
  currentUserId: string;
  partnerName: string;
  isPending: boolean;
  error?: string;
  sending: boolean;
  /** Resolves true when the message was stored or is kept to be resent; false when refused for good (its text goes back into the box). */
  onSend: (content: string) => Promise<boolean>;
  /** The server has messages older than the first one shown. */
  hasOlder?: boolean;
  loadingOlder?: boolean;
  /** Why the last attempt to load older messages failed. */
  olderError?: string;
  onLoadOlder?: () => void;
  /** The conversation ended: read-only, the composer replaced by `closedText`. */
  closed?: boolean;
  /** Offers "Report" under each of the other member's messages (issue 32). */
  onReportMessage?: (messageId: string) => void;
  closedText?: string;
  /** How a message's time reads; default 'h:mm a' (SocketRelay shows relative times, spec §9). */
  timeOf?: (iso: string) => string;
  /** Names the conversation: its unsent draft is kept while the member is elsewhere in the app (lib/drafts). */
  draftKey: string;
}) {
  // The thread's words are the `chat` namespace, fetched with the first thread shown (the screen waits for it).
  useTranslation('chat');
  const [draft, setDraft] = useDraft(draftKey);
  const online = useOnline();
  /** A send of the box's text is under way (set synchronously: a second Enter never sends it again). */
  const submitting = useRef(false);
  const listRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const composerFocused = useRef(false);
  const wasSending = useRef(false);
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const keyboardInset = useKeyboardInset(isPhone && !closed);
  // Once closed nothing more will load: no spinner, no error, no older pages (the notice says why).
  const isPending = pendingProp && !closed;
  const error = closed ? undefined : errorProp;
  const hasOlder = hasOlderProp && !closed;
  const count = (messages?.length ?? 0) + outgoing.length;
  const firstId = messages?.[0]?.id ?? outgoing[0]?.clientId;
  const last = outgoing.length > 0 ? undefined : messages?.[messages.length - 1];
  const lastId = outgoing.length > 0 ? outgoing[outgoing.length - 1].clientId : last?.id;
  const lastIsOwn = outgoing.length > 0 || last?.senderId === currentUserId;
  const showsMessages = !isPending && !error && count > 0;
  const showOlder = showsMessages && hasOlder;
  const topKey = showOlder ? `older|${loadingOlder}|${olderError ?? ''}` : 'none';

  const sentinelRef = useRef<HTMLDivElement>(null);
  const snapshot = useRef<ScrollSnapshot | null>(null);
  const loadButtonFocused = useRef(false);
  /** The first message shown when older ones were last asked for: no automatic request until it changed. */
  const requestedAt = useRef<string | undefined>(undefined);
  const renderedFirstId = useRef<string | undefined>(undefined);

  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const previous = snapshot.current;
    if (lastId !== undefined && lastId !== previous?.lastId) {
      // The first messages, or a new one at the bottom.
      if (!previous?.lastId || previous.atBottom || lastIsOwn) list.scrollTop = list.scrollHeight;
    } else if (previous && (firstId !== previous.firstId || topKey !== previous.topKey)) {
      // Older messages (or the controls) changed above what is being read: keep it in place.
      list.scrollTop = previous.scrollTop + (list.scrollHeight - previous.scrollHeight);
    }
    snapshot.current = { firstId, lastId, topKey, ...measure(list) };
    renderedFirstId.current = firstId;
    // The focused "Load earlier messages" button went away (nothing older is left): keep the focus in the thread.
    if (!showOlder && loadButtonFocused.current) {
      loadButtonFocused.current = false;
      list.focus();
    }
  }, [firstId, lastId, lastIsOwn, topKey, showOlder]);

  const canAutoLoad = showOlder && !loadingOlder && !olderError && Boolean(onLoadOlder);
  const loadOlder = () => {
    requestedAt.current = renderedFirstId.current;
    onLoadOlder?.();
  };
  /** Scrolling: only once the page asked for last is on screen, so one approach to the top loads one page. */
  const autoLoad = useRef(() => {});
  useLayoutEffect(() => {
    autoLoad.current = () => {
      if (canAutoLoad && renderedFirstId.current !== requestedAt.current) loadOlder();
    };
  });

  // Recreated after each load, so a top that is still in view (short messages) loads the next page.
  useEffect(() => {
    const list = listRef.current;
    const sentinel = sentinelRef.current;
    if (!canAutoLoad || !list || !sentinel || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) autoLoad.current();
    }, { root: list, rootMargin: `${LOAD_OLDER_MARGIN_PX}px 0px 0px 0px` });
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [canAutoLoad, firstId]);

  const onScroll = () => {
    const list = listRef.current;
    if (!list) return;
    if (snapshot.current) Object.assign(snapshot.current, measure(list));
    if (list.scrollTop <= LOAD_OLDER_MARGIN_PX) autoLoad.current();
  };

  // The composer went away under the member's fingers: keep the focus on what replaced it.
  useEffect(() => {
    if (!closed || !composerFocused.current) return;
    composerFocused.current = false;
    const active = document.activeElement;
    if (!active || active === document.body) noticeRef.current?.focus({ preventScroll: true });
  }, [closed]);

  // The input is disabled while sending, which takes the focus away: give it back.
  useEffect(() => {
    if (wasSending.current && !sending) inputRef.current?.focus();
    wasSending.current = sending;
  }, [sending]);

  /**
   * The box clears at once and the message shows in the thread as pending (the outbox keeps it,
   * with its client id, for every retry): the box is never the source of a second send of the same
   * text, and Enter on an empty box does nothing. Only a message refused for good comes back into
   * the box, so nothing she wrote is lost.
   */
  const submit = async () => {
    const content = messageToSend(draft);
    if (!content || sending || closed || submitting.current) return;
    submitting.current = true;
    const written = draft;
    setDraft('');
    try {
      if (!(await onSend(content))) setDraft(written);
    } finally {
      submitting.current = false;
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!isSendKey(event)) return;
    event.preventDefault();
    void submit();
  };

  return (
    <Stack spacing={1.5} data-closed={closed || undefined}>
      <Box
        ref={listRef}
        hidden={closed && count === 0}
        role="log"
        aria-label={i18n.t('chat:messages')}
        aria-live="polite"
        aria-busy={loadingOlder || undefined}
        // Focusable so keyboard users can scroll the history (axe: scrollable-region-focusable).
        tabIndex={0}
        onScroll={onScroll}
        sx={{
          // The position is kept by hand when older messages are added (the browser's own anchoring would add to it).
          overflowAnchor: 'none',
          '&:focus': { outline: 'none' },
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
          height: { xs: PHONE_LIST_HEIGHT, sm: MESSAGE_LIST_HEIGHT },
          maxHeight: MESSAGE_LIST_HEIGHT,
          overflowY: 'auto',
          border: '1px solid',
          borderColor: 'divider',
          borderRadius: 2,
          bgcolor: 'background.default',
          p: { xs: 1.5, sm: 2 },
        }}
      >
        {isPending ? (
          <Box sx={{ height: '100%', display: 'grid', placeItems: 'center' }}>
            <CircularProgress size={28} aria-label={i18n.t('chat:loading')} />
          </Box>
        ) : error ? (
          <Alert severity="error">{error}</Alert>
        ) : count === 0 ? (
          <Box sx={{ height: '100%', display: 'grid', placeItems: 'center', textAlign: 'center', px: 2 }}>
            <Typography color="text.secondary">{i18n.t('chat:empty')}</Typography>
          </Box>
        ) : (
          <>
            {showOlder && (
              <Stack spacing={0.5} sx={{ alignItems: 'center', mb: 1 }}>
                <Box ref={sentinelRef} aria-hidden sx={{ height: '1px', alignSelf: 'stretch' }} />
                {olderError && (
                  <Typography variant="caption" color="error" sx={{ textAlign: 'center' }}>
                    {olderError}
                  </Typography>
                )}
                <Stack direction="row" spacing={1} sx={{ minHeight: 32, alignItems: 'center' }}>
                  {loadingOlder && <CircularProgress size={16} aria-label={i18n.t('chat:loadingEarlier')} />}
                  <Button
                    size="small"
                    aria-disabled={loadingOlder || undefined}
                    onClick={() => {
                      if (!loadingOlder) loadOlder();
                    }}
                    onFocus={() => (loadButtonFocused.current = true)}
                    onBlur={() => (loadButtonFocused.current = false)}
                  >
                    {i18n.t('chat:loadEarlier')}
                  </Button>
                </Stack>
              </Stack>
            )}
            <Stack component="ul" spacing={1} sx={{ m: 0, p: 0 }}>
              {threadRows(messages ?? []).map((row) => {
                if (row.kind === 'removed') {
                  return (
                    <Box component="li" key={row.first.id} data-id={row.first.id} data-removed={row.count} sx={{ listStyle: 'none', textAlign: 'center' }}>
                      <Typography variant="caption" color="text.secondary" sx={{ fontStyle: 'italic' }}>
                        {removedText(row.count)}
                      </Typography>
                    </Box>
                  );
                }
                const m = row.message;
                const own = m.senderId === currentUserId;
                return <Bubble key={m.id} message={m} own={own} partnerName={partnerName} timeOf={timeOf} status={own ? 'sent' : undefined} onReport={onReportMessage} />;
              })}
              {outgoing.map((m) => (
                <Bubble
                  key={m.clientId}
                  message={{ ...m, createdAt: '' }}
                  own
                  partnerName={partnerName}
                  timeOf={timeOf}
                  status={m.status === 'failed' && !online ? 'waiting' : m.status}
                />
              ))}
            </Stack>
          </>
        )}
      </Box>
      <Box
        sx={{
          // Phones: the composer (or the notice that replaced it) is pinned to the bottom of the
          // viewport, above the on-screen keyboard, while the thread is on screen.
          position: { xs: 'sticky', sm: 'static' },
          bottom: { xs: keyboardInset, sm: 'auto' },
          zIndex: 1,
          bgcolor: 'background.paper',
          py: { xs: 1, sm: 0 },
        }}
      >
        {closed ? (
          <Alert ref={noticeRef} tabIndex={-1} severity="info" variant="outlined" role="status" sx={{ '&:focus': { outline: 'none' } }}>
            {closedText}
          </Alert>
        ) : (
          <>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-end' }}>
              <TextField
                inputRef={inputRef}
                fullWidth
                multiline
                maxRows={4}
                placeholder={i18n.t('chat:placeholder')}
                value={draft}
                onChange={(e) => setDraft(e.target.value)}
                onKeyDown={onKeyDown}
                onFocus={() => (composerFocused.current = true)}
                onBlur={() => (composerFocused.current = false)}
                disabled={sending}
                size="small"
                slotProps={{ htmlInput: { 'aria-label': i18n.t('chat:message'), maxLength: MAX_MESSAGE_LENGTH } }}
              />
              <IconButton
                color="primary"
                aria-label={i18n.t('chat:send')}
                onClick={() => void submit()}
                disabled={sending || !messageToSend(draft)}
                sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', '&:hover': { bgcolor: 'primary.dark' }, '&.Mui-disabled': { bgcolor: 'action.disabledBackground' } }}
              >
                {sending ? <CircularProgress size={20} color="inherit" /> : <SendRounded />}
              </IconButton>
            </Stack>
            {/* Phones rarely have Shift: the hint is for keyboards. */}
            <Typography variant="caption" color="text.secondary" sx={{ display: { xs: 'none', sm: 'block' }, mt: 1.5 }}>
              {i18n.t('chat:hint')}
            </Typography>
          </>
        )}
      </Box>
    </Stack>
  );
}
