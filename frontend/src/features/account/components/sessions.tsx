import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import { formatDistanceToNow } from 'date-fns';
import { LoadError } from '../../../components/load-error';
import { useToast } from '../../../components/toast';
import { messageOf } from '../../../lib/api-client';
import { useSessions } from '../api/get-sessions';
import { useRevokeOtherSessions } from '../api/revoke-other-sessions';
import { useRevokeSession } from '../api/revoke-session';
import { SettingsSection } from './section';

export function SessionsSection() {
  const sessions = useSessions();
  const revoke = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();
  const { toast } = useToast();
  const others = sessions.data?.filter((s) => !s.current).length ?? 0;
  return (
    <SettingsSection id="sessions" title="Signed-in devices" description="Sign out any device you do not recognise or no longer use. It is signed out at once.">
      {sessions.isError ? (
        <LoadError error={sessions.error} onRetry={() => void sessions.refetch()} />
      ) : (
        <List dense disablePadding aria-label="Signed-in devices">
          {(sessions.data ?? []).map((s) => (
            <ListItem
              key={s.id}
              disableGutters
              divider
              secondaryAction={
                s.current ? (
                  <Chip label="This device" size="small" color="primary" variant="outlined" />
                ) : (
                  <Button
                    size="small"
                    color="error"
                    disabled={revoke.isPending}
                    aria-label={`Sign out ${s.device}, last active ${formatDistanceToNow(new Date(s.lastSeenAt), { addSuffix: true })}`}
                    onClick={() =>
                      revoke.mutate(s.id, {
                        onSuccess: () => toast({ title: 'Device signed out' }),
                        onError: (error) => toast({ title: 'Could not sign out that device', description: messageOf(error), variant: 'destructive' }),
                      })
                    }
                  >
                    Sign out
                  </Button>
                )
              }
              sx={{ pr: 14 }}
            >
              <ListItemText
                primary={s.device}
                secondary={`Last active ${formatDistanceToNow(new Date(s.lastSeenAt), { addSuffix: true })}${s.createdAt ? ` · signed in ${formatDistanceToNow(new Date(s.createdAt), { addSuffix: true })}` : ''}`}
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
              onSuccess: ({ ended }) => toast({ title: ended === 1 ? '1 other device signed out' : `${ended} other devices signed out` }),
              onError: (error) => toast({ title: 'Could not sign out the other devices', description: messageOf(error), variant: 'destructive' }),
            })
          }
        >
          Sign out all other devices
        </Button>
      </Stack>
    </SettingsSection>
  );
}
