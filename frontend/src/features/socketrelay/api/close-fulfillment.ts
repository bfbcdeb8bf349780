import { useQueryClient } from '@tanstack/react-query';
import type { SocketRelayCloseStatus, SocketRelayFulfillmentDetail } from '@pfe/contracts/socketrelay';
import { api } from '../../../lib/api-client';
import { fulfillmentQueryKey } from './get-fulfillment';
import { socketRelayKey } from './keys';
import { useSingleFlightMutation } from '../../../lib/intent-key';

/** POST /api/socketrelay/fulfillments/:id/close {status}. */
export function closeFulfillment(id: string, status: SocketRelayCloseStatus): Promise<SocketRelayFulfillmentDetail> {
  return api.post<SocketRelayFulfillmentDetail>(`/api/socketrelay/fulfillments/${encodeURIComponent(id)}/close`, { status });
}

/** Then the fulfilment and every list are refreshed (spec §7). */
export function useCloseFulfillment(id: string) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: (status: SocketRelayCloseStatus) => closeFulfillment(id, status),
    onSuccess: (detail) => {
      queryClient.setQueryData(fulfillmentQueryKey(id), detail);
      void queryClient.invalidateQueries({ queryKey: socketRelayKey });
    },
  });
}
