import type { ChatMessage } from '../../types/api';

/** The longest message the server accepts (ARCHITECTURE.md "Realtime contract"). */
export const MAX_MESSAGE_LENGTH = 2000;

/**
 * Merges messages from the REST list, the socket and our own sends: one entry per id (the later
 * copy wins), oldest first (ties keep the id order so the result is stable).
 */
export function mergeMessages(current: readonly ChatMessage[] | undefined, incoming: readonly ChatMessage[]): ChatMessage[] {
  const byId = new Map<string, ChatMessage>();
  for (const m of current ?? []) byId.set(m.id, m);
  for (const m of incoming) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => {
    const t = Date.parse(a.createdAt) - Date.parse(b.createdAt);
    if (t !== 0 && !Number.isNaN(t)) return t;
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  });
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
