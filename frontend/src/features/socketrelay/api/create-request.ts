import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SocketRelayOwnRequest } from '@pfe/contracts/socketrelay';
import { api } from '../../../lib/api-client';
import { myRequestsQueryKey } from './get-my-requests';

/** POST /api/socketrelay/requests {description}. */
export function createRequest(description: string): Promise<SocketRelayOwnRequest> {
  return api.post<SocketRelayOwnRequest>('/api/socketrelay/requests', { description });
}

export function useCreateRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRequest,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: myRequestsQueryKey }),
  });
}
