import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { NotificationItem } from '@pfe/contracts';
import { useEffect, useSyncExternalStore } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { isDiscreet } from '../../lib/discreet';
import { describeNotification, useLiveNotifications, useMarkRead, useNotificationSummary } from '../../lib/notifications';
import { setUnreadInTitle } from '../../lib/page-title';
import { useSubApps } from '../../lib/sub-apps';
import { i18n } from '../../lib/i18n';
import { discreetUpdateText } from '../../lib/discreet';

const subscribeDiscreet = (onChange: () => void) => {
  window.addEventListener('pfe:discreet', onChange);
  return () => window.removeEventListener('pfe:discreet', onChange);
};

/** A conversation's unread notification is read once its page is open (on arrival, or when a new one comes in while it is). */
function useReadOpenConversation(items: NotificationItem[] | undefined): void {
  const { pathname } = useLocation();
  const apps = useSubApps();
  const { mutate, isPending } = useMarkRead();
  useEffect(() => {
    const ids = (items ?? []).filter((n) => !n.readAt && n.kind.endsWith('.chat_unread') && describeNotification(n, apps).href === pathname).map((n) => n.id);
    if (ids.length > 0 && !isPending) mutate({ ids });
  }, [items, pathname, apps, mutate, isPending]);
}

/**
 * The header's bell: the unread count, live (the socket's `notification` event; polled while the
 * socket is down), also in the tab title. Discreet mode shows only "You have an update".
 */
export function NotificationBell() {
  const { live } = useLiveNotifications();
  const summary = useNotificationSummary(!live);
  const discreet = useSyncExternalStore(subscribeDiscreet, isDiscreet, () => false);
  const count = summary.data?.unreadCount ?? 0;
  useReadOpenConversation(summary.data?.items);
  useEffect(() => {
    setUnreadInTitle(count);
  }, [count]);
  useEffect(() => () => setUnreadInTitle(0), []);

  // The visible badge ("3", "99+") is part of the name, as the name must hold the visible text.
  const label = count === 0 ? i18n.t('shell:notifications') : discreet ? discreetUpdateText() : i18n.t('shell:notificationsUnread', { count: count > 99 ? '99+' : count });
  return (
    <Tooltip title={label}>
      <IconButton component={RouterLink} to="/notifications" aria-label={label} data-unread={count}>
        {/* No badge at 0: MUI keeps showing the previous number while a badge fades out, which would
            leave visible text that the name no longer holds. The number is in the name already. */}
        {count > 0 ? (
          <Badge color="error" variant={discreet ? 'dot' : 'standard'} badgeContent={count} max={99} slotProps={{ badge: { 'aria-hidden': true } }}>
            <NotificationsOutlined />
          </Badge>
        ) : (
          <NotificationsOutlined />
        )}
        {discreet && count > 0 && (
          <Box component="span" aria-hidden sx={{ display: { xs: 'none', sm: 'inline' }, ml: 1, fontSize: '0.8rem' }}>
            {discreetUpdateText()}
          </Box>
        )}
      </IconButton>
    </Tooltip>
  );
}
