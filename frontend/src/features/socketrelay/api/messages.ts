import type { ConversationConfig } from '../../../components/chat';
import { api } from '../../../lib/api-client';
import type { ChatMessage } from '@pfe/contracts';
import { socketRelayKey } from './keys';

export const messagesQueryKey = (fulfillmentId: string) => [...socketRelayKey, 'messages', fulfillmentId] as const;

/** GET /api/socketrelay/fulfillments/:fulfillmentId/messages: the newest page, or with ?before=<id> the page before it. */
export const messagesUrl = (fulfillmentId: string) => `/api/socketrelay/fulfillments/${encodeURIComponent(fulfillmentId)}/messages`;

/** POST /api/socketrelay/fulfillments/:fulfillmentId/messages (clientId: the message's UUID v4, kept for its resends). */
export function sendMessage(input: { fulfillmentId: string; content: string; clientId: string }): Promise<ChatMessage> {
  return api.post<ChatMessage>(messagesUrl(input.fulfillmentId), { content: input.content, clientId: input.clientId });
}

/** A fulfilment's conversation, as useConversation('fulfillment', id, …) reads and writes it. */
export const fulfillmentConversation: ConversationConfig = {
  queryKey: messagesQueryKey,
  messagesUrl,
  send: (fulfillmentId, content, clientId) => sendMessage({ fulfillmentId, content, clientId }),
};
