import { useTranslation } from 'react-i18next';
import { i18n } from '../../../lib/i18n';
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
import { deviceName } from '../../../lib/i18n/device';

/** The browser's own refusal (cancelled, timed out) in plain words. */
function passkeyErrorText(error: unknown): string {
  if (error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError')) return i18n.t('account:passkeyList.notCreated');
  return messageOf(error);
}

/** Where a passkey was added from, as the session list names devices. */
function addedFromText(p: Passkey): string {
  if (!p.addedFrom) return '';
  return i18n.t(p.addedFrom.currentSession ? 'account:passkeyList.fromThis' : 'account:passkeyList.from', { device: deviceName(p.addedFrom.device) });
}

export function PasskeysSection() {
  const { t } = useTranslation('account');
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
    if (!name.trim()) return setError(t('passkeyList.nameRequired'));
    if (!password) return setError(t('password.confirmRequired'));
    setError(null);
    add.mutate({ name: name.trim(), password }, {
      onSuccess: () => {
        setName('');
        setPassword('');
        toast({ title: t('passkeyList.added') });
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
      title={t('passkeyList.title')}
      description={t('passkeyList.description')}
    >
      {passkeys.isError ? (
        <LoadError error={passkeys.error} onRetry={() => void passkeys.refetch()} />
      ) : passkeys.data && passkeys.data.length > 0 ? (
        <List dense disablePadding aria-label={t('passkeyList.list')} sx={{ mb: 2 }}>
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
                  aria-label={t('passkeyList.removeName', { name: p.name })}
                  disabled={remove.isPending}
                  onClick={() =>
                    remove.mutate(p.id, {
                      onSuccess: () => toast({ title: t('passkeyList.removed') }),
                      onError: (err) => toast({ title: t('passkeyList.removeFailed'), description: messageOf(err), variant: 'destructive' }),
                    })
                  }
                >
                  {t('passkeyList.remove')}
                </Button>
              }
            >
              <ListItemText
                primary={p.name}
                secondary={`${t('passkeyList.addedOn', { date: formatDate(p.createdAt), from: addedFromText(p) })}${p.lastUsedAt ? t('passkeyList.lastUsed', { date: formatDate(p.lastUsedAt) }) : t('passkeyList.notUsed')}`}
              />
            </ListItem>
          ))}
        </List>
      ) : (
        passkeys.isSuccess && (
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t('passkeyList.empty')}
          </Typography>
        )
      )}
      {supported ? (
        <Stack component="form" noValidate onSubmit={submit} direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
          <TextField
            label={t('passkeyList.name')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            slotProps={{ htmlInput: { maxLength: PASSKEY_NAME_MAX } }}
            size="small"
            placeholder={t('passkeyList.namePlaceholder')}
            sx={{ minWidth: { sm: 200 } }}
          />
          <TextField
            label={t('passkeyList.password')}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            size="small"
            sx={{ minWidth: { sm: 200 } }}
          />
          <Button type="submit" variant="contained" disabled={add.isPending}>
            {add.isPending ? t('passkeyList.waiting') : t('passkeyList.add')}
          </Button>
        </Stack>
      ) : (
        <Alert severity="info">{t('passkeyList.unsupported')}</Alert>
      )}
      {error && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {error}
        </Alert>
      )}
    </SettingsSection>
  );
}
