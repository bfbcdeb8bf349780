import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { CenteredPage } from '../../../components/centered-page';
import { PanelCard } from '../../../components/panel-card';
import { usePageTitle } from '../../../lib/page-title';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { AuthForm, useFields } from '../components/auth-form';
import { emailError } from '../validation';
import { useTranslation } from 'react-i18next';
import { translatedMessage } from '../../../lib/i18n/messages';

/** /forgot-password: asks for a reset link by email; the answer never says whether the address has an account. */
export function ForgotPasswordRoute() {
  const { t } = useTranslation('auth');
  usePageTitle(t('forgot.pageTitle'));
  const { values, bind, check } = useFields({ email: '' });
  const request = useRequestPasswordReset();
  const submit = () => {
    if (check({ email: emailError(values.email) })) request.mutate(values.email.trim());
  };
  return (
    <CenteredPage maxWidth="xs">
      <Button component={RouterLink} to="/login" startIcon={<ArrowBack />} color="inherit" sx={{ mb: 2 }}>
        {t('backToSignIn')}
      </Button>
      <PanelCard>
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
          {t('forgot.title')}
        </Typography>
        {request.isSuccess ? (
          <Alert severity="success" role="status">
            {translatedMessage(request.data.message, 'auth:forgot.requested')}
          </Alert>
        ) : (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {t('forgot.explain')}
            </Typography>
            <AuthForm onSubmit={submit} error={request.error} pending={request.isPending} submitLabel={t('forgot.submit')} pendingLabel={t('forgot.pending')}>
              <TextField {...bind('email')} label={t('email')} type="email" autoComplete="email" required fullWidth autoFocus />
            </AuthForm>
          </>
        )}
      </PanelCard>
    </CenteredPage>
  );
}
