import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { PASSWORD_MAX, PASSWORD_MIN } from '@pfe/contracts';
import { useState, type FormEvent } from 'react';
import { useToast } from '../../../components/toast';
import { messageOf } from '../../../lib/api-client';
import { useChangePassword } from '../api/change-password';
import { SettingsSection } from './section';

export function PasswordSection() {
  const change = useChangePassword();
  const { toast } = useToast();
  const [currentPassword, setCurrent] = useState('');
  const [newPassword, setNew] = useState('');
  const [removePasskeys, setRemovePasskeys] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = newPassword.trim().length;
    if (!currentPassword) return setError('Enter your current password');
    if (trimmed < PASSWORD_MIN || newPassword.length > PASSWORD_MAX) return setError(`Password must be ${PASSWORD_MIN} to ${PASSWORD_MAX} characters, not counting spaces at either end`);
    setError(null);
    change.mutate(
      { currentPassword, newPassword, removePasskeys },
      {
        onSuccess: ({ endedSessions, removedPasskeys }) => {
          setCurrent('');
          setNew('');
          setRemovePasskeys(false);
          const done = [endedSessions ? 'Your other devices were signed out.' : '', removedPasskeys ? 'Your passkeys were removed.' : ''].filter(Boolean).join(' ');
          toast({ title: 'Password changed', description: done || undefined });
        },
        onError: (err) => setError(messageOf(err)),
      },
    );
  };
  return (
    <SettingsSection id="password" title="Password" description="Changing your password signs out every other device. Lost a device, or think someone else used your account? Change your password here, tick the box to remove your passkeys, then check Sessions for anything you do not recognise.">
      <Stack component="form" noValidate onSubmit={submit} spacing={2} sx={{ maxWidth: 420 }}>
        {error && <Alert severity="error">{error}</Alert>}
        <TextField label="Current password" type="password" autoComplete="current-password" value={currentPassword} onChange={(e) => setCurrent(e.target.value)} required fullWidth />
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          value={newPassword}
          onChange={(e) => setNew(e.target.value)}
          helperText={`${PASSWORD_MIN} to ${PASSWORD_MAX} characters`}
          required
          fullWidth
        />
        <FormControlLabel
          control={<Checkbox checked={removePasskeys} onChange={(e) => setRemovePasskeys(e.target.checked)} />}
          label="Also remove all my passkeys (do this if you think a device or a session was stolen)"
        />
        <div>
          <Button type="submit" variant="contained" disabled={change.isPending}>
            {change.isPending ? 'Changing...' : 'Change password'}
          </Button>
        </div>
      </Stack>
    </SettingsSection>
  );
}
