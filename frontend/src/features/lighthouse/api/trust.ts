import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { LighthouseMatchReferences, LighthouseReference, LighthouseTrust } from '@pfe/contracts/lighthouse';
import { api } from '../../../lib/api-client';
import { useIdempotentMutation } from '../../../lib/intent-key';

const enc = encodeURIComponent;
export const referencesKey = (matchId: string) => ['lighthouse', 'references', matchId] as const;

/** GET /api/lighthouse/matches/:id/references: hers, and the other's once published. */
export function useStayReferences(matchId: string, enabled = true) {
  return useQuery({ queryKey: referencesKey(matchId), queryFn: () => api.get<LighthouseMatchReferences>(`/api/lighthouse/matches/${enc(matchId)}/references`), enabled });
}

/** GET /api/lighthouse/matches/:id/trust: the other member of the stay. */
export function useStayTrust(matchId: string) {
  return useQuery({ queryKey: ['lighthouse', 'trust', 'match', matchId], queryFn: () => api.get<LighthouseTrust>(`/api/lighthouse/matches/${enc(matchId)}/trust`) });
}

/** GET /api/lighthouse/properties/:id/host-trust: the listing's host. */
export function useHostTrust(propertyId: string) {
  return useQuery({ queryKey: ['lighthouse', 'trust', 'property', propertyId], queryFn: () => api.get<LighthouseTrust>(`/api/lighthouse/properties/${enc(propertyId)}/host-trust`) });
}

/** POST /api/lighthouse/matches/:id/reference, one Idempotency-Key per intent. */
export function useWriteReference(matchId: string) {
  const queryClient = useQueryClient();
  return useIdempotentMutation({
    mutationFn: (body: { recommend: boolean; text: string }, idempotencyKey) =>
      api.post<LighthouseReference>(`/api/lighthouse/matches/${enc(matchId)}/reference`, body, { idempotencyKey }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: referencesKey(matchId) }),
  });
}
