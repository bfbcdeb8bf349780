import { useQuery } from '@tanstack/react-query';
import type { SocketRelayFulfillmentDetail } from '@pfe/contracts/socketrelay';
import { api } from '../../../lib/api-client';
import { socketRelayKey } from './keys';

export const fulfillmentQueryKey = (id: string) => [...socketRelayKey, 'fulfillment', id] as const;

/** GET /api/socketrelay/fulfillments/:id (the two parties only; 404 otherwise). */
export function getFulfillment(id: string): Promise<SocketRelayFulfillmentDetail> {
  return api.get<SocketRelayFulfillmentDetail>(`/api/socketrelay/fulfillments/${encodeURIComponent(id)}`);
}

export function useFulfillment(id: string) {
  return useQuery({ queryKey: fulfillmentQueryKey(id), queryFn: () => getFulfillment(id), retry: false });
}
