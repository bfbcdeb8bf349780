import { useQueryClient } from '@tanstack/react-query';
import type { SocketRelayFulfillment } from '@pfe/contracts/socketrelay';
import { api, type RequestOptions } from '../../../lib/api-client';
import { useIdempotentMutation } from '../../../lib/intent-key';
import { availableRequestsQueryKey } from './get-available-requests';
import { myFulfillmentsQueryKey } from './get-my-fulfillments';
import { socketRelayKey } from './keys';

/** POST /api/socketrelay/requests/:id/fulfill: the caller offers to fulfil someone's request. */
export function fulfillRequest(id: string, options?: RequestOptions): Promise<SocketRelayFulfillment> {
  return api.post<SocketRelayFulfillment>(`/api/socketrelay/requests/${encodeURIComponent(id)}/fulfill`, undefined, options);
}

/** The lists change either way (the request leaves the available list); on success, everything. */
export function useFulfillRequest() {
  const queryClient = useQueryClient();
  return useIdempotentMutation({
    mutationFn: (id: string, idempotencyKey) => fulfillRequest(id, { idempotencyKey }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: availableRequestsQueryKey });
      void queryClient.invalidateQueries({ queryKey: myFulfillmentsQueryKey });
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: socketRelayKey }),
  });
}
