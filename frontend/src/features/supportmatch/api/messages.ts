import type { ConversationConfig } from '../../../components/chat';
import { api } from '../../../lib/api-client';
import type { ChatMessage } from '@pfe/contracts';
import { supportMatchKey } from './keys';

export const messagesQueryKey = (partnershipId: string) => [...supportMatchKey, 'messages', partnershipId] as const;

/** GET /api/supportmatch/messages/:partnershipId: the newest page, or with ?before=<id> the page before it. */
export const messagesUrl = (partnershipId: string) => `/api/supportmatch/messages/${encodeURIComponent(partnershipId)}`;

/** POST /api/supportmatch/messages (clientId: the message's UUID v4, kept for its resends). */
export function sendMessage(input: { partnershipId: string; content: string; clientId: string }): Promise<ChatMessage> {
  return api.post<ChatMessage>('/api/supportmatch/messages', input);
}

/** A partnership's conversation, as useConversation('partnership', id, …) reads and writes it. */
export const partnershipConversation: ConversationConfig = {
  queryKey: messagesQueryKey,
  messagesUrl,
  send: (partnershipId, content, clientId) => sendMessage({ partnershipId, content, clientId }),
};
