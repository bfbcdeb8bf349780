import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { SAFETY_CHECK_PATH } from '@pfe/contracts';
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
import { useTranslation } from 'react-i18next';

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
  const { t } = useTranslation('auth');
  usePageTitle(t('reset.title'));
  const token = useTokenFromLink();
  const { values, bind, check } = useFields({ password: '', repeat: '' });
  const confirm = useConfirmPasswordReset();
  const queryClient = useQueryClient();
  const submit = () => {
    const ok = check({
      password: passwordError(values.password, 'new'),
      repeat: values.repeat === values.password ? undefined : t('reset.differ'),
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
          {t('reset.title')}
        </Typography>
        {!token ? (
          <Alert severity="error">{t('reset.incomplete')}</Alert>
        ) : confirm.isSuccess ? (
          <>
            <Alert severity="success" role="status" sx={{ mb: 2 }}>
              {t('reset.done')} {t('reset.passkeysRemoved')}
            </Alert>
            {/* Signing in leads to Safety Check: every way into the account, and "Secure my account". */}
            <Button component={RouterLink} to={`/login?next=${encodeURIComponent(SAFETY_CHECK_PATH)}`} variant="contained" fullWidth>
              {t('signIn.submit')}
            </Button>
          </>
        ) : (
          <AuthForm onSubmit={submit} error={confirm.error} pending={confirm.isPending} submitLabel={t('reset.submit')} pendingLabel={t('reset.pending')}>
            <PasswordField {...bind('password')} label={t('reset.newPassword')} autoComplete="new-password" required fullWidth autoFocus />
            <PasswordField {...bind('repeat')} label={t('reset.again')} autoComplete="new-password" required fullWidth />
          </AuthForm>
        )}
        <Button component={RouterLink} to="/forgot-password" size="small" sx={{ mt: 2 }}>
          {t('reset.askNew')}
        </Button>
      </PanelCard>
    </CenteredPage>
  );
}
