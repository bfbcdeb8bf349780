import type { ConversationConfig } from '../../../components/chat';
import { api } from '../../../lib/api-client';
import type { ChatMessage } from '@pfe/contracts';
import { lighthouseKey } from './keys';

export const messagesQueryKey = (matchId: string) => [...lighthouseKey, 'messages', matchId] as const;

/** GET /api/lighthouse/matches/:matchId/messages: the newest page, or with ?before=<id> the page before it. */
export const messagesUrl = (matchId: string) => `/api/lighthouse/matches/${encodeURIComponent(matchId)}/messages`;

/** POST /api/lighthouse/matches/:matchId/messages (clientId: the message's UUID v4, kept for its resends). */
export function sendMessage(input: { matchId: string; content: string; clientId: string }): Promise<ChatMessage> {
  return api.post<ChatMessage>(messagesUrl(input.matchId), { content: input.content, clientId: input.clientId });
}

/** An accepted request's conversation, as useConversation('match', id, …) reads and writes it. */
export const matchConversation: ConversationConfig = {
  queryKey: messagesQueryKey,
  messagesUrl,
  send: (matchId, content, clientId) => sendMessage({ matchId, content, clientId }),
};
