import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ActivePartnership } from '@pfe/contracts/supportmatch';
import { supportMatchKey } from './keys';

export const partnershipKey = [...supportMatchKey, 'partnership'] as const;
export const activePartnershipQueryKey = [...partnershipKey, 'active'] as const;

/** The caller's active partnership; an empty body means none (→ null). */
export async function getActivePartnership(): Promise<ActivePartnership | null> {
  return (await api.get<ActivePartnership | undefined>('/api/supportmatch/partnership/active')) ?? null;
}

export const activePartnershipQueryOptions = () => queryOptions({ queryKey: activePartnershipQueryKey, queryFn: getActivePartnership });

/** Spec §7: only called when a profile exists (`enabled`). */
export function useActivePartnership({ enabled }: { enabled: boolean }) {
  return useQuery({ ...activePartnershipQueryOptions(), enabled });
}
