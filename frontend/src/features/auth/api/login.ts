import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { User } from '@pfe/contracts';
import { userQueryKey } from './get-user';

export interface LoginInput {
  email: string;
  password: string;
}

export function login(input: LoginInput): Promise<User> {
  return api.post<User>('/api/auth/login', input);
}

export function useLogin({ onSuccess }: { onSuccess?: (user: User) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => {
      queryClient.setQueryData(userQueryKey, user);
      onSuccess?.(user);
    },
  });
}
