import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { NotificationItem } from '@pfe/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { CenteredSpinner } from '../../../components/centered-spinner';
import { LoadError } from '../../../components/load-error';
import { PageHeader } from '../../../components/page-header';
import { formatDistanceToNow } from '../format';
import { describeNotification, securityLabel, useMarkRead, useNotificationList } from '../../../lib/notifications';
import { useSubApps } from '../../../lib/sub-apps';

/** /notifications: everything that happened to the member (kept 90 days), newest first. */
export function NotificationsRoute() {
  const { t } = useTranslation('notifications');
  const list = useNotificationList();
  const markRead = useMarkRead();
  const apps = useSubApps();
  const navigate = useNavigate();
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const unread = list.data?.pages[0]?.unreadCount ?? 0;
  const appName = (n: NotificationItem) => (n.app === 'security' ? securityLabel() : (apps.find((a) => a.id === n.app)?.name ?? ''));

  const open = (n: NotificationItem) => {
    const { href } = describeNotification(n, apps);
    if (!n.readAt) markRead.mutate({ ids: [n.id] });
    navigate(href);
  };

  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2, alignItems: 'center' }}>
        <Typography color="text.secondary" sx={{ flex: 1 }} aria-live="polite">
          {unread === 0 ? t('nothingUnread') : t('unread', { count: unread })}
        </Typography>
        <Button component={RouterLink} to="/settings/notifications" size="small">
          {t('choose')}
        </Button>
        <Button variant="outlined" size="small" disabled={unread === 0 || markRead.isPending} onClick={() => markRead.mutate({ all: true })}>
          {t('markAll')}
        </Button>
      </Box>
      {list.isPending ? (
        <CenteredSpinner label={t('loading')} />
      ) : list.isError ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : items.length === 0 ? (
        <Alert severity="info">{t('empty')}</Alert>
      ) : (
        <Card variant="outlined">
          <List disablePadding aria-label={t('list')}>
            {items.map((n) => (
              <ListItem key={n.id} disablePadding divider>
                <ListItemButton onClick={() => open(n)} data-unread={n.readAt ? undefined : ''} sx={{ alignItems: 'flex-start', gap: 1.5 }}>
                  <Box
                    aria-hidden
                    sx={{ mt: 1, width: 8, height: 8, borderRadius: '50%', flexShrink: 0, bgcolor: n.readAt ? 'transparent' : 'primary.main' }}
                  />
                  <ListItemText
                    primary={
                      <>
                        {!n.readAt && <Box component="span" sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>{t('unreadPrefix')}</Box>}
                        {describeNotification(n, apps).text}
                      </>
                    }
                    secondary={`${appName(n)} · ${formatDistanceToNow(n.createdAt)}`}
                    slotProps={{ primary: { sx: { fontWeight: n.readAt ? 400 : 600 } } }}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Card>
      )}
      {list.hasNextPage && (
        <Box sx={{ textAlign: 'center', mt: 2 }}>
          <Button onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
            {list.isFetchingNextPage ? t('loadingMore') : t('older')}
          </Button>
        </Box>
      )}
    </>
  );
}
