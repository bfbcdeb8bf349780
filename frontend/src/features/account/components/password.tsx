import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('account');
  const change = useChangePassword();
  const { toast } = useToast();
  const [currentPassword, setCurrent] = useState('');
  const [newPassword, setNew] = useState('');
  const [removePasskeys, setRemovePasskeys] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = newPassword.trim().length;
    if (!currentPassword) return setError(t('changePassword.currentRequired'));
    if (trimmed < PASSWORD_MIN || newPassword.length > PASSWORD_MAX) return setError(t('password.length', { min: PASSWORD_MIN, max: PASSWORD_MAX }));
    setError(null);
    change.mutate(
      { currentPassword, newPassword, removePasskeys },
      {
        onSuccess: ({ endedSessions, removedPasskeys }) => {
          setCurrent('');
          setNew('');
          setRemovePasskeys(false);
          const done = [endedSessions ? t('changePassword.othersSignedOut') : '', removedPasskeys ? t('changePassword.passkeysRemoved') : ''].filter(Boolean).join(' ');
          toast({ title: t('changePassword.changed'), description: done || undefined });
        },
        onError: (err) => setError(messageOf(err)),
      },
    );
  };
  return (
    <SettingsSection id="password" title={t('changePassword.title')} description={t('changePassword.description')}>
      <Stack component="form" noValidate onSubmit={submit} spacing={2} sx={{ maxWidth: 420 }}>
        {error && <Alert severity="error">{error}</Alert>}
        <TextField label={t('changePassword.current')} type="password" autoComplete="current-password" value={currentPassword} onChange={(e) => setCurrent(e.target.value)} required fullWidth />
        <TextField
          label={t('changePassword.new')}
          type="password"
          autoComplete="new-password"
          value={newPassword}
          onChange={(e) => setNew(e.target.value)}
          helperText={t('changePassword.help', { min: PASSWORD_MIN, max: PASSWORD_MAX })}
          required
          fullWidth
        />
        <FormControlLabel
          control={<Checkbox checked={removePasskeys} onChange={(e) => setRemovePasskeys(e.target.checked)} />}
          label={t('changePassword.removePasskeys')}
        />
        <div>
          <Button type="submit" variant="contained" disabled={change.isPending}>
            {change.isPending ? t('changePassword.changing') : t('changePassword.change')}
          </Button>
        </div>
      </Stack>
    </SettingsSection>
  );
}
