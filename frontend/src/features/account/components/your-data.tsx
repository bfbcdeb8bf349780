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
  return (
    <SettingsSection
      id="export"
      title="Download your data"
      description="One file (JSON) with everything this platform holds about you: your account, payments, invite, settings, devices, blocks, and each service's profile, partnerships, the messages you sent and the reports you filed. About other members it holds only the nicknames you already see."
    >
      <Button variant="outlined" component="a" href="/api/account/export" download>
        Download my data
      </Button>
    </SettingsSection>
  );
}

export function DeleteAccountSection() {
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
    if (!password) return setError('Enter your password to confirm');
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
    <SettingsSection id="delete" title="Delete your account" description="This cannot be undone. Download your data first if you want to keep it.">
      <Button variant="contained" color="error" onClick={() => setOpen(true)}>
        Delete my account
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby="delete-dialog-title" fullWidth maxWidth="sm">
        <Stack component="form" noValidate onSubmit={submit}>
          <DialogTitle id="delete-dialog-title">Delete your account?</DialogTitle>
          <DialogContent>
            <Typography sx={{ mb: 1 }}>
              <strong>Erased:</strong> your email (replaced by a placeholder), your name, password and passkeys, every service profile, your blocks and
              settings, and the text of every message you sent. Your partnership ends; your partner sees only "a former member". Every device is signed out.
            </Typography>
            <Typography sx={{ mb: 2 }}>
              <strong>Kept, without your name:</strong> payment records (admins see "Deleted member"), the admin activity log, and reports you filed about others.
            </Typography>
            {error && (
              <Alert severity="error" sx={{ mb: 2 }}>
                {error}
              </Alert>
            )}
            <TextField
              label="Your password"
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
            <Button onClick={close}>Cancel</Button>
            <Button type="submit" variant="contained" color="error" disabled={remove.isPending}>
              {remove.isPending ? 'Deleting...' : 'Delete my account'}
            </Button>
          </DialogActions>
        </Stack>
      </Dialog>
    </SettingsSection>
  );
}
