import { useQueryClient } from '@tanstack/react-query';
import type { SocketRelayOwnRequest } from '@pfe/contracts/socketrelay';
import { api, type RequestOptions } from '../../../lib/api-client';
import { useIdempotentMutation } from '../../../lib/intent-key';
import { myRequestsQueryKey } from './get-my-requests';

/** POST /api/socketrelay/requests {description}. */
export function createRequest(description: string, options?: RequestOptions): Promise<SocketRelayOwnRequest> {
  return api.post<SocketRelayOwnRequest>('/api/socketrelay/requests', { description }, options);
}

export function useCreateRequest() {
  const queryClient = useQueryClient();
  return useIdempotentMutation({
    mutationFn: (description: string, idempotencyKey) => createRequest(description, { idempotencyKey }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: myRequestsQueryKey }),
  });
}
