import TextField from '@mui/material/TextField';
import { useLogin } from '../api/login';
import { suspensionOf } from '../suspension';
import { emailError, passwordError } from '../validation';
import { AuthForm, useFields } from './auth-form';
import { PasswordField } from './password-field';
import { SuspensionAppeal } from './suspension-appeal';
import { useTranslation } from 'react-i18next';

export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { values, bind, check } = useFields({ email: '', password: '' });
  const login = useLogin({ onSuccess: onSignedIn });
  const { t } = useTranslation('auth');

  const submit = () => {
    const ok = check({ email: emailError(values.email), password: passwordError(values.password, 'sign-in') });
    if (ok) login.mutate({ email: values.email.trim(), password: values.password });
  };

  const suspension = suspensionOf(login.error);
  return (
    <>
      <AuthForm onSubmit={submit} error={login.error} pending={login.isPending} submitLabel={t('signIn.submit')} pendingLabel={t('signIn.pending')}>
        <TextField {...bind('email')} label={t('email')} type="email" autoComplete="email" required fullWidth autoFocus />
        <PasswordField {...bind('password')} label={t('password')} autoComplete="current-password" required fullWidth />
      </AuthForm>
      {/* A suspended member (right password) may appeal from here, once (issue 32). */}
      {suspension?.actionId && <SuspensionAppeal key={suspension.actionId} suspension={suspension} email={values.email} password={values.password} />}
    </>
  );
}
