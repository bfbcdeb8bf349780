import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { messageOf } from '../../../lib/api-client';
import { markLeaving } from '../../../lib/browser';
import { setAccountDeletedNotice } from '../../../lib/farewell';
import { useDeleteAccount } from '../api/delete-account';
import { SettingsSection } from './section';

export function ExportSection() {
  const { t } = useTranslation('account');
  return (
    <SettingsSection
      id="export"
      title={t('data.title')}
      description={t('data.description')}
    >
      <Button variant="outlined" component="a" href="/api/account/export" download>
        {t('data.download')}
      </Button>
    </SettingsSection>
  );
}

export function DeleteAccountSection() {
  const { t } = useTranslation('account');
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const remove = useDeleteAccount();
  const queryClient = useQueryClient();
  const close = () => {
    setOpen(false);
    setPassword('');
    setError(null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setError(t('password.confirmRequired'));
    // The deletion ends this session: the page leaves by itself, with the farewell notice.
    markLeaving();
    remove.mutate(password, {
      onSuccess: () => {
        queryClient.clear();
        setAccountDeletedNotice();
        window.location.replace('/');
      },
      onError: (err) => {
        markLeaving(false);
        setError(messageOf(err));
      },
    });
  };
  return (
    <SettingsSection id="delete" title={t('delete.title')} description={t('delete.description')}>
      <Button variant="contained" color="error" onClick={() => setOpen(true)}>
        {t('delete.button')}
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby="delete-dialog-title" fullWidth maxWidth="sm">
        <Stack component="form" noValidate onSubmit={submit}>
          <DialogTitle id="delete-dialog-title">{t('delete.dialogTitle')}</DialogTitle>
          <DialogContent>
            <Typography sx={{ mb: 1 }}>
              <strong>{t('delete.erasedLabel')}</strong> {t('delete.erased')}
            </Typography>
            <Typography sx={{ mb: 2 }}>
              <strong>{t('delete.keptLabel')}</strong> {t('delete.kept')}
            </Typography>
            {error && (
              <Alert severity="error" sx={{ mb: 2 }}>
                {error}
              </Alert>
            )}
            <TextField
              label={t('delete.password')}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              required
              fullWidth
              autoFocus
            />
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={close}>{t('common:cancel')}</Button>
            <Button type="submit" variant="contained" color="error" disabled={remove.isPending}>
              {remove.isPending ? t('delete.deleting') : t('delete.button')}
            </Button>
          </DialogActions>
        </Stack>
      </Dialog>
    </SettingsSection>
  );
}
