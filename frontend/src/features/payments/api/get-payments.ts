import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Payment } from '@pfe/contracts';

export const paymentsQueryKey = ['payments'] as const;

/** The signed-in member's own payments, newest first (spec §7 GET /api/payments). */
export function getPayments(): Promise<Payment[]> {
  return api.get<Payment[]>('/api/payments');
}

export const paymentsQueryOptions = () => queryOptions({ queryKey: paymentsQueryKey, queryFn: getPayments });

export function usePayments() {
  return useQuery(paymentsQueryOptions());
}
