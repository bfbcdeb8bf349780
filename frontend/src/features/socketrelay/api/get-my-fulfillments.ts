import { useQuery } from '@tanstack/react-query';
import type { SocketRelayMyFulfillment } from '@pfe/contracts/socketrelay';
import { api } from '../../../lib/api-client';
import { socketRelayKey } from './keys';

export const myFulfillmentsQueryKey = [...socketRelayKey, 'my-fulfillments'] as const;

/** GET /api/socketrelay/my-fulfillments: as fulfiller or requester, newest first. */
export function getMyFulfillments(): Promise<SocketRelayMyFulfillment[]> {
  return api.get<SocketRelayMyFulfillment[]>('/api/socketrelay/my-fulfillments');
}

export function useMyFulfillments(enabled = true) {
  return useQuery({ queryKey: myFulfillmentsQueryKey, queryFn: getMyFulfillments, enabled });
}
