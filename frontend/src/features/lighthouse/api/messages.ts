import type { ChatMessage } from '@pfe/contracts';
import type { ConversationConfig } from '../../../components/chat';
import { api } from '../../../lib/api-client';
import { lighthouseKey } from './keys';

const messagesUrl = (matchId: string) => `/api/lighthouse/matches/${encodeURIComponent(matchId)}/messages`;

/** An accepted request's conversation, as useConversation('match', id, …) reads and writes it. */
export const matchConversation: ConversationConfig = {
  queryKey: (matchId: string) => [...lighthouseKey, 'messages', matchId],
  messagesUrl,
  send: (matchId, content, clientId) => api.post<ChatMessage>(messagesUrl(matchId), { content, clientId }),
};
