import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api-client';
import type { User } from '@pfe/contracts';

export const userQueryKey = ['auth', 'user'] as const;

/** The signed-in user, or null when signed out (the server answers 401). */
export async function getUser(): Promise<User | null> {
  try {
    return await api.get<User>('/api/auth/user');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const userQueryOptions = () => queryOptions({ queryKey: userQueryKey, queryFn: getUser });

export function useUser() {
  return useQuery(userQueryOptions());
}
