import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SocketRelayAvailableRequest, SocketRelayFulfillment, SocketRelayOwnRequest } from '@pfe/contracts';
import { api } from '../../../lib/api-client';
import { availableKey, myFulfillmentsKey, myRequestsKey, socketRelayKey } from './keys';

/** GET /api/socketrelay/requests: others' requests the caller could fulfil, newest first. */
export function useAvailableRequests(enabled = true) {
  return useQuery({ queryKey: availableKey, queryFn: () => api.get<SocketRelayAvailableRequest[]>('/api/socketrelay/requests'), enabled });
}

/** GET /api/socketrelay/my-requests. */
export function useMyRequests(enabled = true) {
  return useQuery({ queryKey: myRequestsKey, queryFn: () => api.get<SocketRelayOwnRequest[]>('/api/socketrelay/my-requests'), enabled });
}

/** POST /api/socketrelay/requests {description}. */
export function useCreateRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (description: string) => api.post<SocketRelayOwnRequest>('/api/socketrelay/requests', { description }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: myRequestsKey }),
  });
}

/** POST /api/socketrelay/requests/:id/repost: another 14 days for one's own expired request. */
export function useRepostRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<SocketRelayOwnRequest>(`/api/socketrelay/requests/${encodeURIComponent(id)}/repost`),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: myRequestsKey }),
  });
}

/** POST /api/socketrelay/requests/:id/withdraw: the requester takes back her own open request. */
export function useWithdrawRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<SocketRelayOwnRequest>(`/api/socketrelay/requests/${encodeURIComponent(id)}/withdraw`),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: myRequestsKey }),
  });
}

/** POST /api/socketrelay/requests/:id/fulfill: the lists change (the request leaves the available list). */
export function useFulfillRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<SocketRelayFulfillment>(`/api/socketrelay/requests/${encodeURIComponent(id)}/fulfill`),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: availableKey });
      void queryClient.invalidateQueries({ queryKey: myFulfillmentsKey });
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: socketRelayKey }),
  });
}
