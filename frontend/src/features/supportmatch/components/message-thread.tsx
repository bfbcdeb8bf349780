import SendRounded from '@mui/icons-material/SendRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { ChatMessage } from '../../../types/api';
import { formatTime } from '../format';
import { isSendKey, MAX_MESSAGE_LENGTH, messageToSend } from '../messages';

/** Spec §9: the SupportMatch message list is 400 px tall; bubbles are at most 70% wide. */
export const MESSAGE_LIST_HEIGHT = 400;
export const BUBBLE_MAX_WIDTH = '70%';

function Bubble({ message, own, partnerNickname }: { message: ChatMessage; own: boolean; partnerNickname: string }) {
  const time = formatTime(message.createdAt);
  return (
    <Box
      component="li"
      data-own={own ? 'true' : 'false'}
      aria-label={`${own ? 'You' : partnerNickname}${time ? ` at ${time}` : ''}`}
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
          bgcolor: own ? 'primary.main' : 'grey.100',
          color: own ? 'primary.contrastText' : 'text.primary',
          border: own ? 'none' : '1px solid',
          borderColor: 'divider',
        }}
      >
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {message.content}
        </Typography>
        <Typography
          variant="caption"
          component="time"
          dateTime={message.createdAt}
          sx={{ display: 'block', mt: 0.25, textAlign: own ? 'right' : 'left', opacity: own ? 0.8 : 0.65 }}
        >
          {time}
        </Typography>
      </Box>
    </Box>
  );
}

/**
 * Spec §2 Partnership: the message list (400 px, newest at the bottom) and the composer. Enter
 * sends and Shift+Enter adds a line; the content is trimmed and blank content is not sent; the
 * input and the send button are disabled while sending.
 */
export function MessageThread({
  messages,
  currentUserId,
  partnerNickname,
  isPending,
  error,
  sending,
  onSend,
}: {
  messages: ChatMessage[] | undefined;
  currentUserId: string;
  partnerNickname: string;
  isPending: boolean;
  error?: string;
  sending: boolean;
  /** Resolves true when the message was stored (the draft is then cleared). */
  onSend: (content: string) => Promise<boolean>;
}) {
  const [draft, setDraft] = useState('');
  const listRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const wasSending = useRef(false);
  const count = messages?.length ?? 0;

  useLayoutEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [count]);

  // The input is disabled while sending, which takes the focus away: give it back.
  useEffect(() => {
    if (wasSending.current && !sending) inputRef.current?.focus();
    wasSending.current = sending;
  }, [sending]);

  const submit = async () => {
    const content = messageToSend(draft);
    if (!content || sending) return;
    if (await onSend(content)) setDraft('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!isSendKey(event)) return;
    event.preventDefault();
    void submit();
  };

  return (
    <Stack spacing={1.5}>
      <Box
        ref={listRef}
        role="log"
        aria-label="Messages"
        aria-live="polite"
        sx={{
          height: MESSAGE_LIST_HEIGHT,
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
            <CircularProgress size={28} aria-label="Loading messages" />
          </Box>
        ) : error ? (
          <Alert severity="error">{error}</Alert>
        ) : count === 0 ? (
          <Box sx={{ height: '100%', display: 'grid', placeItems: 'center', textAlign: 'center', px: 2 }}>
            <Typography color="text.secondary">No messages yet. Start the conversation!</Typography>
          </Box>
        ) : (
          <Stack component="ul" spacing={1} sx={{ m: 0, p: 0 }}>
            {messages!.map((m) => (
              <Bubble key={m.id} message={m} own={m.senderId === currentUserId} partnerNickname={partnerNickname} />
            ))}
          </Stack>
        )}
      </Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-end' }}>
        <TextField
          inputRef={inputRef}
          fullWidth
          multiline
          maxRows={4}
          placeholder="Type a message..."
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onKeyDown}
          disabled={sending}
          size="small"
          slotProps={{ htmlInput: { 'aria-label': 'Message', maxLength: MAX_MESSAGE_LENGTH } }}
        />
        <IconButton
          color="primary"
          aria-label="Send message"
          onClick={() => void submit()}
          disabled={sending || !messageToSend(draft)}
          sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', '&:hover': { bgcolor: 'primary.dark' }, '&.Mui-disabled': { bgcolor: 'action.disabledBackground' } }}
        >
          {sending ? <CircularProgress size={20} color="inherit" /> : <SendRounded />}
        </IconButton>
      </Stack>
      <Typography variant="caption" color="text.secondary">
        Enter to send, Shift+Enter for a new line.
      </Typography>
    </Stack>
  );
}
