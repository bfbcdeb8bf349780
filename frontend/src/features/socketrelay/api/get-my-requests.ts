import { useQuery } from '@tanstack/react-query';
import type { SocketRelayOwnRequest } from '@pfe/contracts/socketrelay';
import { api } from '../../../lib/api-client';
import { socketRelayKey } from './keys';

export const myRequestsQueryKey = [...socketRelayKey, 'my-requests'] as const;

/** GET /api/socketrelay/my-requests: the caller's own requests. */
export function getMyRequests(): Promise<SocketRelayOwnRequest[]> {
  return api.get<SocketRelayOwnRequest[]>('/api/socketrelay/my-requests');
}

export function useMyRequests(enabled = true) {
  return useQuery({ queryKey: myRequestsQueryKey, queryFn: getMyRequests, enabled });
}
