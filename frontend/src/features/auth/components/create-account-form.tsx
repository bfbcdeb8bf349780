import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useRegister } from '../api/register';
import { emailError, nameError, PASSWORD_MAX, PASSWORD_MIN, passwordError } from '../validation';
import { AuthForm, useFields } from './auth-form';
import { PasswordField } from './password-field';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../../lib/i18n';

/** Names are never required: members choose what to be called here, and it can be a nickname. */
export const nameHints = () => ({ firstName: i18n.t('auth:signUp.firstNameHint'), lastName: i18n.t('auth:signUp.lastNameHint') });

export function CreateAccountForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { values, bind, check } = useFields({ firstName: '', lastName: '', email: '', password: '' });
  const registration = useRegister({ onSuccess: onSignedIn });
  const { t } = useTranslation('auth');
  const hints = nameHints();

  const submit = () => {
    const ok = check({
      firstName: nameError(t('signUp.firstName'), values.firstName),
      lastName: nameError(t('signUp.lastName'), values.lastName),
      email: emailError(values.email),
      password: passwordError(values.password, 'new'),
    });
    if (!ok) return;
    registration.mutate({
      email: values.email.trim(),
      password: values.password,
      firstName: values.firstName.trim() || undefined,
      lastName: values.lastName.trim() || undefined,
    });
  };

  const firstName = bind('firstName');
  const lastName = bind('lastName');
  const password = bind('password');
  return (
    <AuthForm
      onSubmit={submit}
      error={registration.error}
      pending={registration.isPending}
      submitLabel={t('signUp.submit')}
      pendingLabel={t('signUp.pending')}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField {...firstName} helperText={firstName.helperText ?? hints.firstName} label={t('signUp.firstName')} autoComplete="nickname" fullWidth />
        <TextField {...lastName} helperText={lastName.helperText ?? hints.lastName} label={t('signUp.lastName')} autoComplete="off" fullWidth />
      </Stack>
      <TextField {...bind('email')} label={t('email')} type="email" autoComplete="email" required fullWidth />
      <PasswordField
        {...password}
        helperText={password.helperText ?? t('signUp.passwordHint', { min: PASSWORD_MIN, max: PASSWORD_MAX })}
        label={t('password')}
        autoComplete="new-password"
        required
        fullWidth
      />
    </AuthForm>
  );
}
