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

/** /forgot-password: asks for a reset link by email; the answer never says whether the address has an account. */
export function ForgotPasswordRoute() {
  usePageTitle('Forgot password');
  const { values, bind, check } = useFields({ email: '' });
  const request = useRequestPasswordReset();
  const submit = () => {
    if (check({ email: emailError(values.email) })) request.mutate(values.email.trim());
  };
  return (
    <CenteredPage maxWidth="xs">
      <Button component={RouterLink} to="/login" startIcon={<ArrowBack />} color="inherit" sx={{ mb: 2 }}>
        Back to sign in
      </Button>
      <PanelCard>
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
          Forgot your password?
        </Typography>
        {request.isSuccess ? (
          <Alert severity="success" role="status">
            {request.data.message}
          </Alert>
        ) : (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              Enter the email you signed up with. If email is set up here, we send a link to set a new password. You can also ask your
              support coordinator for a reset link.
            </Typography>
            <AuthForm onSubmit={submit} error={request.error} pending={request.isPending} submitLabel="Send reset link" pendingLabel="Sending...">
              <TextField {...bind('email')} label="Email" type="email" autoComplete="email" required fullWidth autoFocus />
            </AuthForm>
          </>
        )}
      </PanelCard>
    </CenteredPage>
  );
}
