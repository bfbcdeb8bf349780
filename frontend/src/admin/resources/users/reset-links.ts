import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PasswordResetLink, PasswordResetLinkPending, PendingPasswordResetLink } from '@pfe/contracts';
import { api } from '../../../lib/api-client';

/** Admin one-time reset links: made at once while the platform has one admin, else approved by another admin. */
export const PENDING_RESET_LINKS_KEY = ['admin', 'password-reset-links'] as const;

export const isLink = (answer: PasswordResetLink | PasswordResetLinkPending): answer is PasswordResetLink => 'url' in answer;

/** The links waiting for a second admin (the server never sends a token here). */
export function usePendingResetLinks() {
  return useQuery({ queryKey: PENDING_RESET_LINKS_KEY, queryFn: () => api.get<PendingPasswordResetLink[]>('/api/admin/password-reset-links') });
}

/** 201: the link (one admin); 202: `{id, status: 'pending'}` (two or more admins). */
export function useMakeResetLink(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<PasswordResetLink | PasswordResetLinkPending>(`/api/admin/users/${encodeURIComponent(userId)}/password-reset-link`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PENDING_RESET_LINKS_KEY }),
  });
}

/** Another admin's pending link: the answer is the link, shown once (it cannot be fetched again). */
export function useApproveResetLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<PasswordResetLink>(`/api/admin/password-reset-links/${encodeURIComponent(id)}/approve`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PENDING_RESET_LINKS_KEY }),
  });
}
