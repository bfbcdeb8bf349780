import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { messageOf } from '../../../lib/api-client';
import { hasErrors, type FieldErrors } from '../validation';
import { suspensionMessage } from '../suspension';

/** Field values, per-field errors (cleared as the user types) and a change handler factory. */
export function useFields<F extends string>(initial: Record<F, string>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const bind = (name: F) => ({
    name,
    value: values[name],
    error: Boolean(errors[name]),
    helperText: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const { value } = event.target;
      setValues((v) => ({ ...v, [name]: value }));
      setErrors((e) => ({ ...e, [name]: undefined }));
    },
  });
  /** Shows the errors; true when there are none. */
  const check = (found: FieldErrors<F>) => {
    setErrors(found);
    return !hasErrors(found);
  };
  return { values, bind, check };
}

interface AuthFormProps {
  onSubmit: () => void;
  error: unknown;
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
  children: ReactNode;
}

/** The frame shared by the sign-in and create-account forms: fields, the server's error, one submit button. */
export function AuthForm({ onSubmit, error, pending, submitLabel, pendingLabel, children }: AuthFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending) onSubmit();
  };
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2}>
      {error ? (
        <Alert severity="error" role="alert">
          {suspensionMessage(error) ?? messageOf(error)}
        </Alert>
      ) : null}
      {children}
      <Button type="submit" variant="contained" size="large" disabled={pending} fullWidth>
        {pending ? pendingLabel : submitLabel}
      </Button>
    </Stack>
  );
}
