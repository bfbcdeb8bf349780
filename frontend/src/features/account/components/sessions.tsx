import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error';
import { useToast } from '../../../components/toast';
import { messageOf } from '../../../lib/api-client';
import { formatAgo } from '../../../lib/i18n/ago';
import { useSessions } from '../api/get-sessions';
import { useRevokeOtherSessions } from '../api/revoke-other-sessions';
import { useRevokeSession } from '../api/revoke-session';
import { SettingsSection } from './section';
import { deviceName } from '../../../lib/i18n/device';

export function SessionsSection() {
  const sessions = useSessions();
  const revoke = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();
  const { toast } = useToast();
  const { t } = useTranslation('account');
  const others = sessions.data?.filter((s) => !s.current).length ?? 0;
  return (
    <SettingsSection id="sessions" title={t('safety.devices.title')} description={t('sessions.description')}>
      {sessions.isError ? (
        <LoadError error={sessions.error} onRetry={() => void sessions.refetch()} />
      ) : (
        <List dense disablePadding aria-label={t('safety.devices.title')}>
          {(sessions.data ?? []).map((s) => (
            <ListItem
              key={s.id}
              disableGutters
              divider
              secondaryAction={
                s.current ? (
                  <Chip label={t('safety.devices.thisDevice')} size="small" color="primary" variant="outlined" />
                ) : (
                  <Button
                    size="small"
                    color="error"
                    disabled={revoke.isPending}
                    aria-label={t('sessions.signOutDevice', { device: deviceName(s.device), active: formatAgo(s.lastSeenAt) })}
                    onClick={() =>
                      revoke.mutate(s.id, {
                        onSuccess: () => toast({ title: t('sessions.signedOut') }),
                        onError: (error) => toast({ title: t('sessions.signOutFailed'), description: messageOf(error), variant: 'destructive' }),
                      })
                    }
                  >
                    {t('sessions.signOut')}
                  </Button>
                )
              }
              sx={{ pr: 14 }}
            >
              <ListItemText
                primary={deviceName(s.device)}
                secondary={s.createdAt ? t('safety.devices.activeSignedIn', { active: formatAgo(s.lastSeenAt), signedIn: formatAgo(s.createdAt) }) : t('safety.devices.active', { active: formatAgo(s.lastSeenAt) })}
              />
            </ListItem>
          ))}
        </List>
      )}
      <Stack direction="row" sx={{ mt: 2 }}>
        <Button
          variant="outlined"
          color="error"
          disabled={others === 0 || revokeOthers.isPending}
          onClick={() =>
            revokeOthers.mutate(undefined, {
              onSuccess: ({ ended }) => toast({ title: t('sessions.othersSignedOut', { count: ended }) }),
              onError: (error) => toast({ title: t('sessions.othersFailed'), description: messageOf(error), variant: 'destructive' }),
            })
          }
        >
          {t('sessions.signOutOthers')}
        </Button>
      </Stack>
    </SettingsSection>
  );
}
