import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PASSKEY_NAME_MAX, type Passkey } from '@pfe/contracts';
import { formatDate } from '../../../lib/format-date';
import { useState, type FormEvent } from 'react';
import { LoadError } from '../../../components/load-error';
import { useToast } from '../../../components/toast';
import { messageOf } from '../../../lib/api-client';
import { useAddPasskey } from '../api/add-passkey';
import { usePasskeys } from '../api/get-passkeys';
import { useRemovePasskey } from '../api/remove-passkey';
import { SettingsSection } from './section';

/** The browser's own refusal (cancelled, timed out) in plain words. */
function passkeyErrorText(error: unknown): string {
  if (error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError')) return 'The passkey was not created (cancelled or timed out).';
  return messageOf(error);
}

/** Where a passkey was added from, as the session list names devices. */
function addedFromText(p: Passkey): string {
  if (!p.addedFrom) return '';
  return ` from ${p.addedFrom.device}${p.addedFrom.currentSession ? ' (this session)' : ''}`;
}

export function PasskeysSection() {
  const passkeys = usePasskeys();
  const add = useAddPasskey();
  const remove = useRemovePasskey();
  const { toast } = useToast();
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const supported = typeof window !== 'undefined' && 'PublicKeyCredential' in window;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setError('Give this passkey a name, e.g. "My phone"');
    if (!password) return setError('Enter your password to confirm');
    setError(null);
    add.mutate({ name: name.trim(), password }, {
      onSuccess: () => {
        setName('');
        setPassword('');
        toast({ title: 'Passkey added' });
      },
      onError: (err) => {
        setPassword('');
        setError(passkeyErrorText(err));
      },
    });
  };
  return (
    <SettingsSection
      id="passkeys"
      title="Passkeys"
      description="Sign in with your device's screen lock instead of typing a password. Your password keeps working. Adding one asks for your password. If you do not recognise where a passkey was added from, remove it and change your password."
    >
      {passkeys.isError ? (
        <LoadError error={passkeys.error} onRetry={() => void passkeys.refetch()} />
      ) : passkeys.data && passkeys.data.length > 0 ? (
        <List dense disablePadding aria-label="Your passkeys" sx={{ mb: 2 }}>
          {passkeys.data.map((p) => (
            <ListItem
              key={p.id}
              disableGutters
              divider
              sx={{ pr: 12 }}
              secondaryAction={
                <Button
                  size="small"
                  color="error"
                  aria-label={`Remove passkey ${p.name}`}
                  disabled={remove.isPending}
                  onClick={() =>
                    remove.mutate(p.id, {
                      onSuccess: () => toast({ title: 'Passkey removed' }),
                      onError: (err) => toast({ title: 'Could not remove the passkey', description: messageOf(err), variant: 'destructive' }),
                    })
                  }
                >
                  Remove
                </Button>
              }
            >
              <ListItemText
                primary={p.name}
                secondary={`Added ${formatDate(p.createdAt)}${addedFromText(p)}${p.lastUsedAt ? ` · last used ${formatDate(p.lastUsedAt)}` : ' · not used yet'}`}
              />
            </ListItem>
          ))}
        </List>
      ) : (
        passkeys.isSuccess && (
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            No passkeys yet.
          </Typography>
        )
      )}
      {supported ? (
        <Stack component="form" noValidate onSubmit={submit} direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
          <TextField
            label="Passkey name"
            value={name}
            onChange={(e) => setName(e.target.value)}
            slotProps={{ htmlInput: { maxLength: PASSKEY_NAME_MAX } }}
            size="small"
            placeholder="My phone"
            sx={{ minWidth: { sm: 200 } }}
          />
          <TextField
            label="Password to add a passkey"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            size="small"
            sx={{ minWidth: { sm: 200 } }}
          />
          <Button type="submit" variant="contained" disabled={add.isPending}>
            {add.isPending ? 'Waiting for your device...' : 'Add a passkey'}
          </Button>
        </Stack>
      ) : (
        <Alert severity="info">This browser cannot create passkeys.</Alert>
      )}
      {error && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {error}
        </Alert>
      )}
    </SettingsSection>
  );
}
