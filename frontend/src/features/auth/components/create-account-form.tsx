import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useRegister } from '../api/register';
import { emailError, nameError, PASSWORD_MAX, PASSWORD_MIN, passwordError } from '../validation';
import { AuthForm, useFields } from './auth-form';
import { PasswordField } from './password-field';

/** Names are never required: members choose what to be called here, and it can be a nickname. */
export const NAME_HINTS = { firstName: 'Optional. You can use a nickname.', lastName: 'Optional.' } as const;

export function CreateAccountForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { values, bind, check } = useFields({ firstName: '', lastName: '', email: '', password: '' });
  const registration = useRegister({ onSuccess: onSignedIn });

  const submit = () => {
    const ok = check({
      firstName: nameError('First name', values.firstName),
      lastName: nameError('Last name', values.lastName),
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
      submitLabel="Create account"
      pendingLabel="Creating account..."
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField {...firstName} helperText={firstName.helperText ?? NAME_HINTS.firstName} label="First name" autoComplete="nickname" fullWidth />
        <TextField {...lastName} helperText={lastName.helperText ?? NAME_HINTS.lastName} label="Last name" autoComplete="off" fullWidth />
      </Stack>
      <TextField {...bind('email')} label="Email" type="email" autoComplete="email" required fullWidth />
      <PasswordField
        {...password}
        helperText={password.helperText ?? `${PASSWORD_MIN} to ${PASSWORD_MAX} characters`}
        label="Password"
        autoComplete="new-password"
        required
        fullWidth
      />
    </AuthForm>
  );
}
