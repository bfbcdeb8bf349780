import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { PASSWORD_MAX, PASSWORD_MIN, type AccountSecured, type Passkey } from '@pfe/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format-date';
import { messageOf } from '../../../lib/api-client';
import { useSecureAccount } from '../api/secure-account';
import { deviceName } from '../../../lib/i18n/device';

/**
 * "Secure my account": asks her password, which passkeys to keep (none ticked at first: a planted
 * passkey that stays is a way in, and her own is quick to add again) and, if she wants, a new
 * password. One request does it all.
 */
export function SecureAccountDialog({ open, passkeys, onClose, onSecured }: { open: boolean; passkeys: Passkey[]; onClose: () => void; onSecured: (result: AccountSecured) => void }) {
  const secure = useSecureAccount();
  const { t } = useTranslation('account');
  const titleId = useId();
  const [password, setPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [keep, setKeep] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    if (secure.isPending) return;
    setPassword('');
    setNewPassword('');
    setKeep([]);
    setError(null);
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setError(t('password.confirmRequired'));
    if (newPassword && (newPassword.trim().length < PASSWORD_MIN || newPassword.length > PASSWORD_MAX)) {
      return setError(t('password.length', { min: PASSWORD_MIN, max: PASSWORD_MAX }));
    }
    setError(null);
    secure.mutate(
      { password, keepPasskeyIds: keep, ...(newPassword ? { newPassword } : {}) },
      {
        onSuccess: (result) => {
          onSecured(result);
          setPassword('');
          setNewPassword('');
          setKeep([]);
          onClose();
        },
        onError: (err) => {
          setPassword('');
          setError(messageOf(err));
        },
      },
    );
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <Stack component="form" noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{t('safety.secure.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {t('safety.secure.explain')}
          </DialogContentText>
          <Stack spacing={2}>
            {error && <Alert severity="error">{error}</Alert>}
            <TextField label={t('password.yours')} type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} required fullWidth autoFocus />
            {passkeys.length > 0 && (
              <FormGroup>
                <FormLabel component="legend" sx={{ mb: 0.5 }}>
                  {t('safety.secure.keepLegend')}
                </FormLabel>
                {passkeys.map((p) => (
                  <FormControlLabel
                    key={p.id}
                    control={<Checkbox checked={keep.includes(p.id)} onChange={(e) => setKeep((ids) => (e.target.checked ? [...ids, p.id] : ids.filter((id) => id !== p.id)))} />}
                    label={p.addedFrom ? t('safety.secure.keepFrom', { name: p.name, date: formatDate(p.createdAt), device: deviceName(p.addedFrom.device) }) : t('safety.secure.keep', { name: p.name, date: formatDate(p.createdAt) })}
                  />
                ))}
              </FormGroup>
            )}
            <TextField
              label={t('safety.secure.newPassword')}
              type="password"
              autoComplete="new-password"
              value={newPassword}
              onChange={(e) => setNewPassword(e.target.value)}
              helperText={t('safety.secure.newPasswordHelp', { min: PASSWORD_MIN, max: PASSWORD_MAX })}
              fullWidth
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5, gap: 1, flexWrap: 'wrap' }}>
          <Button onClick={close} disabled={secure.isPending} color="inherit">
            {t('common:cancel')}
          </Button>
          <Button type="submit" variant="contained" color="error" disabled={secure.isPending}>
            {secure.isPending ? t('safety.secure.pending') : t('safety.secure.title')}
          </Button>
        </DialogActions>
      </Stack>
    </Dialog>
  );
}
