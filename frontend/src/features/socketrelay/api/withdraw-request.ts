import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SocketRelayOwnRequest } from '@pfe/contracts/socketrelay';
import { api } from '../../../lib/api-client';
import { myRequestsQueryKey } from './get-my-requests';

/** POST /api/socketrelay/requests/:id/withdraw: the requester takes back her own open request. */
export function withdrawRequest(id: string): Promise<SocketRelayOwnRequest> {
  return api.post<SocketRelayOwnRequest>(`/api/socketrelay/requests/${encodeURIComponent(id)}/withdraw`);
}

export function useWithdrawRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawRequest,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: myRequestsQueryKey }),
  });
}
