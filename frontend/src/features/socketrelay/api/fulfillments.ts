import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChatMessage, SocketRelayCloseStatus, SocketRelayFulfillmentDetail, SocketRelayMyFulfillment } from '@pfe/contracts';
import type { ConversationConfig } from '../../../components/chat';
import { api } from '../../../lib/api-client';
import { fulfillmentKey, messagesKey, myFulfillmentsKey, socketRelayKey } from './keys';

const fulfillmentUrl = (id: string) => `/api/socketrelay/fulfillments/${encodeURIComponent(id)}`;

/** GET /api/socketrelay/my-fulfillments: as fulfiller or requester, newest first. */
export function useMyFulfillments(enabled = true) {
  return useQuery({ queryKey: myFulfillmentsKey, queryFn: () => api.get<SocketRelayMyFulfillment[]>('/api/socketrelay/my-fulfillments'), enabled });
}

/** GET /api/socketrelay/fulfillments/:id (the two parties only; 404 otherwise). */
export function useFulfillment(id: string) {
  return useQuery({ queryKey: fulfillmentKey(id), queryFn: () => api.get<SocketRelayFulfillmentDetail>(fulfillmentUrl(id)), retry: false });
}

/** POST /api/socketrelay/fulfillments/:id/close {status}; then the fulfilment and every list are refreshed (spec §7). */
export function useCloseFulfillment(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: SocketRelayCloseStatus) => api.post<SocketRelayFulfillmentDetail>(`${fulfillmentUrl(id)}/close`, { status }),
    onSuccess: (detail) => {
      queryClient.setQueryData(fulfillmentKey(id), detail);
      void queryClient.invalidateQueries({ queryKey: socketRelayKey });
    },
  });
}

/** A fulfilment's conversation, as useConversation('fulfillment', id, …) reads and writes it. */
export const fulfillmentConversation: ConversationConfig = {
  queryKey: messagesKey,
  messagesUrl: (id) => `${fulfillmentUrl(id)}/messages`,
  send: (id, content, clientId) => api.post<ChatMessage>(`${fulfillmentUrl(id)}/messages`, { content, clientId }),
};
