import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { RESET_REMOVED_PASSKEYS, SAFETY_CHECK_PATH } from '@pfe/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { CenteredPage } from '../../../components/centered-page';
import { PanelCard } from '../../../components/panel-card';
import { usePageTitle } from '../../../lib/page-title';
import { useConfirmPasswordReset } from '../api/confirm-password-reset';
import { userQueryKey } from '../api/get-user';
import { AuthForm, useFields } from '../components/auth-form';
import { PasswordField } from '../components/password-field';
import { passwordError } from '../validation';

/** The link's token, read once; the address bar and the history then lose it (nothing to copy or leak later). */
function useTokenFromLink(): string {
  const [token] = useState(() => new URLSearchParams(window.location.search).get('token') ?? '');
  useState(() => {
    if (window.location.search) window.history.replaceState(window.history.state, '', window.location.pathname);
    return null;
  });
  return token;
}

/** /reset-password?token=…: a link from an email or an admin sets a new password, once. */
export function ResetPasswordRoute() {
  usePageTitle('Set a new password');
  const token = useTokenFromLink();
  const { values, bind, check } = useFields({ password: '', repeat: '' });
  const confirm = useConfirmPasswordReset();
  const queryClient = useQueryClient();
  const submit = () => {
    const ok = check({
      password: passwordError(values.password, 'new'),
      repeat: values.repeat === values.password ? undefined : 'The two passwords differ',
    });
    if (ok) {
      confirm.mutate(
        { token, newPassword: values.password },
        // Every session of the account ended (this browser's too, if it was signed in to it).
        { onSuccess: () => void queryClient.invalidateQueries({ queryKey: userQueryKey }) },
      );
    }
  };
  return (
    <CenteredPage maxWidth="xs">
      <PanelCard>
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
          Set a new password
        </Typography>
        {!token ? (
          <Alert severity="error">This reset link is incomplete. Open the whole link again, or ask for a new one.</Alert>
        ) : confirm.isSuccess ? (
          <>
            <Alert severity="success" role="status" sx={{ mb: 2 }}>
              Your new password is set. Every device that was signed in to your account has been signed out. {RESET_REMOVED_PASSKEYS}
            </Alert>
            {/* Signing in leads to Safety Check: every way into the account, and "Secure my account". */}
            <Button component={RouterLink} to={`/login?next=${encodeURIComponent(SAFETY_CHECK_PATH)}`} variant="contained" fullWidth>
              Sign in
            </Button>
          </>
        ) : (
          <AuthForm onSubmit={submit} error={confirm.error} pending={confirm.isPending} submitLabel="Set new password" pendingLabel="Saving...">
            <PasswordField {...bind('password')} label="New password" autoComplete="new-password" required fullWidth autoFocus />
            <PasswordField {...bind('repeat')} label="New password again" autoComplete="new-password" required fullWidth />
          </AuthForm>
        )}
        <Button component={RouterLink} to="/forgot-password" size="small" sx={{ mt: 2 }}>
          Ask for a new link
        </Button>
      </PanelCard>
    </CenteredPage>
  );
}
