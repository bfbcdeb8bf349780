import { format, isValid, parseISO } from 'date-fns';
import type { ChatMessage } from '@pfe/contracts';
import { formatTime as formatTimeOfDay } from '../../lib/i18n/format';
import { currentLanguage, i18n } from '../../lib/i18n';

/** The longest message the server accepts (ARCHITECTURE.md "Realtime contract"). */
export const MAX_MESSAGE_LENGTH = 2000;

/**
 * Oldest first: by seq, the conversation's own order (gap-free, assigned by the server); equal seqs
 * (never within one conversation) by creation time, then the id, so the order is stable.
 */
export function compareMessages(a: ChatMessage, b: ChatMessage): number {
  if (a.seq !== b.seq) return a.seq - b.seq;
  const t = Date.parse(a.createdAt) - Date.parse(b.createdAt);
  if (t !== 0 && !Number.isNaN(t)) return t;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * Merges messages from the REST pages, the socket and our own sends: one entry per id (the later
 * copy wins), oldest first (ties keep the id order so the result is stable).
 */
export function mergeMessages(current: readonly ChatMessage[] | undefined, incoming: readonly ChatMessage[]): ChatMessage[] {
  const byId = new Map<string, ChatMessage>();
  for (const m of current ?? []) byId.set(m.id, m);
  for (const m of incoming) byId.set(m.id, m);
  return [...byId.values()].sort(compareMessages);
}

/**
 * A conversation's GET endpoint (e.g. /api/supportmatch/messages/:id) answers the newest MESSAGE_PAGE_SIZE messages, and with
 * ?before=<id> up to that many strictly older ones (oldest first either way); a shorter page means
 * there is nothing older.
 */
export const MESSAGE_PAGE_SIZE = 50;

/**
 * What the thread holds: a run of the conversation with no holes, oldest first, from the oldest
 * page loaded so far up to the newest message (plus what the socket and our sends added), and
 * whether the server has messages older than the first one.
 */
export interface MessageWindow {
  messages: ChatMessage[];
  hasOlder: boolean;
}

/** Adds messages that are known to be new (socket, own sends) without touching the older pages. */
export function addMessages(current: MessageWindow | undefined, incoming: readonly ChatMessage[]): MessageWindow {
  return { messages: mergeMessages(current?.messages, incoming), hasOlder: current?.hasOlder ?? false };
}

/**
 * Whether a freshly fetched run of the newest messages (oldest first) might not reach back to the
 * messages already held, which would leave a hole between them: it does not contain its own
 * oldest message, yet older messages are held.
 */
export function leavesGap(current: MessageWindow | undefined, newest: readonly ChatMessage[]): boolean {
  const oldest = newest[0];
  if (!current || !oldest) return false;
  if (current.messages.some((m) => m.id === oldest.id)) return false;
  return current.messages.some((m) => compareMessages(m, oldest) < 0);
}

/**
 * Merges a fetched run of the newest messages (oldest first; `complete` when it reaches the first
 * message of the conversation) into the window. The older pages already loaded are kept; if the run
 * still leaves a hole (more arrived than were fetched), the messages before it are dropped instead
 * of showing a thread with a gap — they can be loaded again.
 */
export function mergeNewest(current: MessageWindow | undefined, newest: readonly ChatMessage[], complete: boolean): MessageWindow {
  if (!current) return { messages: mergeMessages(undefined, newest), hasOlder: !complete };
  const oldest = newest[0];
  if (!oldest) return complete ? { messages: current.messages, hasOlder: false } : current;
  if (!complete && leavesGap(current, newest)) {
    return { messages: mergeMessages(current.messages.filter((m) => compareMessages(m, oldest) >= 0), newest), hasOlder: true };
  }
  const holdsOlder = current.messages.some((m) => compareMessages(m, oldest) < 0);
  return { messages: mergeMessages(current.messages, newest), hasOlder: complete ? false : holdsOlder ? current.hasOlder : true };
}

/**
 * Prepends a page fetched with ?before=<before>. It is dropped when the window no longer starts at
 * `before` (it was replaced meanwhile), so a page never lands next to messages it does not adjoin.
 */
export function mergeOlder(current: MessageWindow | undefined, before: string, page: readonly ChatMessage[]): MessageWindow | undefined {
  if (!current || current.messages[0]?.id !== before) return current;
  return { messages: mergeMessages(current.messages, page), hasOlder: page.length >= MESSAGE_PAGE_SIZE };
}

/** The highest seq held (0 when none): a live message above the next one means one passed us by. */
export function highestSeq(messages: readonly ChatMessage[] | undefined): number {
  let highest = 0;
  for (const m of messages ?? []) if (m.seq > highest) highest = m.seq;
  return highest;
}

/**
 * What a subscription asks the server to replay after: the last seq of the gap-free run that starts
 * at the lowest seq held (0 when none is held). Seqs have no hole in a conversation, so a hole in
 * what we hold is a message that passed this socket by (its broadcast lost, or the socket away
 * between two messages committed out of order): asking after the highest seq would never bring it;
 * asking after the hole does (what comes again merges by id). The window may start mid-conversation
 * (older pages not loaded): only holes after its first message count. Messages without a seq (0)
 * are ignored.
 */
export function gapFreeSeq(messages: readonly ChatMessage[] | undefined): number {
  const seqs = [...new Set((messages ?? []).map((m) => m.seq).filter((seq) => Number.isSafeInteger(seq) && seq > 0))].sort((a, b) => a - b);
  let last = seqs[0] ?? 0;
  for (const seq of seqs.slice(1)) {
    if (seq !== last + 1) break;
    last = seq;
  }
  return last;
}

/** Spec §5: content is trimmed; blank content is not sent (null). */
export function messageToSend(draft: string): string | null {
  const content = draft.trim();
  return content ? content : null;
}

/**
 * Spec §5: Enter sends, Shift+Enter does not (it adds a line). A key press that is composing text
 * (an IME) never sends.
 */
export function isSendKey(event: { key: string; shiftKey: boolean; nativeEvent?: { isComposing?: boolean } }): boolean {
  return event.key === 'Enter' && !event.shiftKey && !event.nativeEvent?.isComposing;
}

/** Spec §9: message times as "h:mm a", e.g. "3:07 PM"; '' for a missing or bad value. */
export function formatTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = parseISO(iso);
  if (!isValid(date)) return '';
  // English keeps the spec's "h:mm a"; another language its own (Intl: "3:07 p.m.").
  return currentLanguage() === 'en' ? format(date, 'h:mm a') : formatTimeOfDay(date);
}

/** What the thread shows in place of messages whose sender deleted her account (their content was erased). */
export const MESSAGE_REMOVED_TEXT = 'Message removed';

/** One row of the thread: a message, or a run of erased messages shown as one line. */
export type ThreadRow = { kind: 'message'; message: ChatMessage } | { kind: 'removed'; first: ChatMessage; count: number };

/**
 * A deleted member's messages keep their place but not their content (the server erases it to '';
 * nobody can send a blank message): consecutive erased messages become one "Message removed" line
 * instead of empty bubbles.
 */
export function threadRows(messages: readonly ChatMessage[]): ThreadRow[] {
  const rows: ThreadRow[] = [];
  for (const message of messages) {
    const previous = rows[rows.length - 1];
    if (message.content !== '') rows.push({ kind: 'message', message });
    else if (previous?.kind === 'removed') previous.count += 1;
    else rows.push({ kind: 'removed', first: message, count: 1 });
  }
  return rows;
}

/** "Message removed", or "3 messages removed" for a run of them. */
export function removedText(count: number): string {
  return i18n.t('chat:removed', { count });
}
