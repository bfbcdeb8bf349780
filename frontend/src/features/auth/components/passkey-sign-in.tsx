import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Key from '@mui/icons-material/KeyOutlined';
import type { User } from '@pfe/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, messageOf } from '../../../lib/api-client';
import { userQueryKey } from '../api/get-user';
import { useTranslation } from 'react-i18next';

/** "Sign in with a passkey" on the sign-in page: a discoverable credential, no email needed. */
export function PasskeySignInButton({ onSignedIn }: { onSignedIn: () => void }) {
  const queryClient = useQueryClient();
  const { t } = useTranslation('auth');
  const signIn = useMutation({
    mutationFn: async () => {
      const { startAuthentication } = await import('@simplewebauthn/browser');
      const optionsJSON = await api.post<Parameters<typeof startAuthentication>[0]['optionsJSON']>('/api/auth/passkey/options');
      const response = await startAuthentication({ optionsJSON });
      return api.post<User>('/api/auth/passkey/verify', { response });
    },
    onSuccess: (user) => {
      queryClient.setQueryData(userQueryKey, user);
      onSignedIn();
    },
  });
  if (typeof window === 'undefined' || !('PublicKeyCredential' in window)) return null;
  const error = signIn.error;
  const text = error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError') ? t('passkey.cancelled') : error ? messageOf(error) : null;
  return (
    <>
      <Button variant="outlined" fullWidth startIcon={<Key />} onClick={() => signIn.mutate()} disabled={signIn.isPending} sx={{ mt: 2 }}>
        {signIn.isPending ? t('passkey.pending') : t('passkey.use')}
      </Button>
      {text && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {text}
        </Alert>
      )}
    </>
  );
}
