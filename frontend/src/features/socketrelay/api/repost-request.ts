import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SocketRelayOwnRequest } from '@pfe/contracts/socketrelay';
import { api } from '../../../lib/api-client';
import { myRequestsQueryKey } from './get-my-requests';

/** POST /api/socketrelay/requests/:id/repost: another 14 days for one's own expired request. */
export function repostRequest(id: string): Promise<SocketRelayOwnRequest> {
  return api.post<SocketRelayOwnRequest>(`/api/socketrelay/requests/${encodeURIComponent(id)}/repost`);
}

export function useRepostRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: repostRequest,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: myRequestsQueryKey }),
  });
}
