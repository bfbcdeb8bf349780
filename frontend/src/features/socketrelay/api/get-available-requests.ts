import { useQuery } from '@tanstack/react-query';
import type { SocketRelayAvailableRequest } from '@pfe/contracts/socketrelay';
import { api } from '../../../lib/api-client';
import { socketRelayKey } from './keys';

export const availableRequestsQueryKey = [...socketRelayKey, 'requests'] as const;

/** GET /api/socketrelay/requests: others' requests the caller could fulfil, newest first. */
export function getAvailableRequests(): Promise<SocketRelayAvailableRequest[]> {
  return api.get<SocketRelayAvailableRequest[]>('/api/socketrelay/requests');
}

export function useAvailableRequests(enabled = true) {
  return useQuery({ queryKey: availableRequestsQueryKey, queryFn: getAvailableRequests, enabled });
}
