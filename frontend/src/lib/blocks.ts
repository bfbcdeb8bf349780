import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Block } from '@pfe/contracts';
import { api } from './api-client';

/**
 * The platform's one block list (`/api/blocks`), for every app. A block or an unblock changes what
 * every app shows (requests, listings, partners, conversations), so both refresh every query.
 */
export const blocksKey = ['blocks'] as const;

/** GET /api/blocks: the member's own blocks, newest first, each named as she meets them in an app (or not named). */
export function useBlocks() {
  return useQuery({ queryKey: blocksKey, queryFn: () => api.get<Block[]>('/api/blocks') });
}

/** POST /api/blocks {userId, reason?}. */
export function useBlockMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { userId: string; reason?: string }) => api.post<Block>('/api/blocks', input),
    onSuccess: () => void queryClient.invalidateQueries(),
  });
}

/** DELETE /api/blocks/:id (her own block only). */
export function useUnblockMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/api/blocks/${encodeURIComponent(id)}`),
    onSuccess: () => void queryClient.invalidateQueries(),
  });
}
