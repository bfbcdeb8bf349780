import GppGoodOutlined from '@mui/icons-material/GppGoodOutlined';
import Logout from '@mui/icons-material/Logout';
import ShieldOutlined from '@mui/icons-material/ShieldOutlined';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Fragment, type ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { QUICK_EXIT_WIDTH } from '../../components/quick-exit';
import { APP_NAME } from '../../config';
import { signOut } from '../../lib/browser';
import { activeNavPath, navSections } from './nav-items';
import Badge from '@mui/material/Badge';
import { SAFETY_CHECK_PATH, type NotificationApp } from '@pfe/contracts';
import { useNotificationSummary } from '../../lib/notifications';
import { UnreadCount, unreadLabel, visuallyHidden } from '../../components/unread-count';
import { i18n } from '../../lib/i18n';
import { navLabel } from './nav-items';

interface SidebarContentProps {
  isAdmin: boolean;
  /** Collapsed to icons (desktop): labels move into tooltips. */
  collapsed?: boolean;
  /** Called after a navigation, so the mobile sheet can close. */
  onNavigate?: () => void;
  /**
   * The mobile sheet, under the floating Quick exit button (top right of the viewport): its title
   * row ends before the button, so the name never sits under it (issue 28 item 5).
   */
  clearOfQuickExit?: boolean;
}

/** Quick exit's right offset on phones plus a gap: what the sheet's title row leaves free at the right of the viewport. */
const QUICK_EXIT_CLEARANCE = `calc(100vw - ${QUICK_EXIT_WIDTH + 16 + 8}px)`;

/** Spec §9: tooltips open after 700 ms (and at once while moving between neighbours). */
const TOOLTIP_DELAY_MS = 700;

function SidebarButton(props: {
  label: string;
  icon: ReactNode;
  collapsed: boolean;
  selected?: boolean;
  to?: string;
  onClick?: () => void;
  /** Unread notifications of this item's app. */
  unread?: number;
}) {
  const { label: name, icon: plainIcon, collapsed, selected, to, onClick, unread = 0 } = props;
  const label = unread > 0 ? i18n.t('shell:unread', { name, count: unreadLabel(unread) }) : name;
  const icon = unread > 0 && collapsed ? <Badge color="error" variant="dot" overlap="circular">{plainIcon}</Badge> : plainIcon;
  const link = to === undefined ? {} : { component: RouterLink, to };
  const button = (
    <ListItemButton
      {...link}
      selected={selected}
      onClick={onClick}
      aria-label={collapsed ? label : undefined}
      aria-current={selected ? 'page' : undefined}
      sx={{
        minHeight: 40,
        borderRadius: 1,
        mx: 1,
        px: collapsed ? 1 : 1.5,
        justifyContent: collapsed ? 'center' : 'flex-start',
        // Keyboard focus is an outline and the current page is bold with a bar, so the two never look alike.
        '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
        '&.Mui-selected': { fontWeight: 700, boxShadow: (theme) => `inset 3px 0 0 ${theme.palette.primary.main}` },
      }}
    >
      <ListItemIcon sx={{ minWidth: 0, mr: collapsed ? 0 : 1.5, color: 'inherit' }}>{icon}</ListItemIcon>
      {!collapsed && <ListItemText primary={name} slotProps={{ primary: { noWrap: true, variant: 'body2' } }} />}
      {!collapsed && <UnreadCount count={unread} />}
    </ListItemButton>
  );
  // A list item around the button: a list holds only <li> (the button itself is a link or a <div>).
  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      {collapsed ? (
        <Tooltip title={label} placement="right" enterDelay={TOOLTIP_DELAY_MS}>
          {button}
        </Tooltip>
      ) : (
        button
      )}
    </ListItem>
  );
}

/** A sub-app not built yet: its name and "Coming soon", in readable colours but not a link. */
function ComingSoonItem({ label, icon, collapsed }: { label: string; icon: ReactNode; collapsed: boolean }) {
  const item = (
    <ListItem
      data-coming-soon=""
      sx={{ minHeight: 40, width: 'auto', mx: 1, py: 0.5, px: collapsed ? 1 : 1.5, borderRadius: 1, color: 'text.secondary', justifyContent: collapsed ? 'center' : 'flex-start' }}
    >
      <ListItemIcon sx={{ minWidth: 0, mr: collapsed ? 0 : 1.5, color: 'inherit' }}>{icon}</ListItemIcon>
      {collapsed ? (
        <Box component="span" sx={visuallyHidden}>
          {i18n.t('shell:comingSoonItem', { label })}
        </Box>
      ) : (
        <ListItemText
          sx={{ my: 0 }}
          primary={label}
          secondary={i18n.t('shell:comingSoon')}
          slotProps={{ primary: { noWrap: true, variant: 'body2' }, secondary: { variant: 'caption', color: 'text.secondary' } }}
        />
      )}
    </ListItem>
  );
  return collapsed ? (
    <Tooltip title={i18n.t('shell:comingSoonTooltip', { label })} placement="right" enterDelay={TOOLTIP_DELAY_MS}>
      {item}
    </Tooltip>
  ) : (
    item
  );
}

/** The sidebar's inside, shared by the desktop rail and the mobile sheet. */
export function SidebarContent({ isAdmin, collapsed = false, onNavigate, clearOfQuickExit = false }: SidebarContentProps) {
  const { pathname } = useLocation();
  const sections = navSections(isAdmin);
  // On Safety Check the safety area's link is the current page, not Settings.
  const active = pathname === SAFETY_CHECK_PATH ? undefined : activeNavPath(pathname, sections);
  const unreadByApp = useNotificationSummary().data?.unreadByApp ?? {};

  return (
    // A landmark for all of it (the product name too), not only the <nav> inside.
    <Box component="aside" aria-label={i18n.t('shell:sidebar')} sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Box
        data-testid="sidebar-title"
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          minHeight: 56,
          px: collapsed ? 0 : 2,
          justifyContent: collapsed ? 'center' : 'flex-start',
          maxWidth: clearOfQuickExit ? QUICK_EXIT_CLEARANCE : undefined,
          boxSizing: 'border-box',
        }}
      >
        <ShieldOutlined color="primary" aria-hidden={!collapsed} titleAccess={collapsed ? APP_NAME : undefined} />
        {!collapsed && (
          <Typography variant="subtitle1" component="p" noWrap={!clearOfQuickExit} sx={{ fontWeight: 700, minWidth: 0, lineHeight: 1.3 }}>
            {APP_NAME}
          </Typography>
        )}
      </Box>
      <Divider />
      <Box component="nav" aria-label={i18n.t('shell:main')} sx={{ flex: 1, overflowY: 'auto', overflowX: 'hidden', py: 1 }}>
        {sections.map((section) => (
          <Fragment key={section.label ?? 'main'}>
            {/* Icons only: a line between the sections instead of the label, outside the list (which holds only <li>). */}
            {section.label && collapsed && <Divider sx={{ my: 1 }} />}
            <List
              dense
              aria-label={navLabel(section.label)}
              subheader={
                section.label && !collapsed ? (
                  <ListSubheader disableSticky sx={{ bgcolor: 'transparent', lineHeight: '32px', mt: 1 }}>
                    {navLabel(section.label)}
                  </ListSubheader>
                ) : undefined
              }
            >
              {section.items.map((item) =>
                item.comingSoon ? (
                  <ComingSoonItem key={item.path} label={navLabel(item.label)} icon={item.icon} collapsed={collapsed} />
                ) : (
                  <SidebarButton
                    key={item.path}
                    label={navLabel(item.label)}
                    icon={item.icon}
                    to={item.path}
                    collapsed={collapsed}
                    selected={item.path === active}
                    onClick={onNavigate}
                    unread={item.appId ? unreadByApp[item.appId as NotificationApp] : undefined}
                  />
                ),
              )}
            </List>
          </Fragment>
        ))}
      </Box>
      <Divider />
      <List dense sx={{ py: 1 }}>
        {/* The safety area: Safety Check (every way into the account) beside Log Out. */}
        <SidebarButton label={i18n.t('shell:safetyCheck')} icon={<GppGoodOutlined />} to={SAFETY_CHECK_PATH} collapsed={collapsed} selected={pathname === SAFETY_CHECK_PATH} onClick={onNavigate} />
        <SidebarButton label={i18n.t('shell:logOut')} icon={<Logout />} collapsed={collapsed} onClick={signOut} />
      </List>
    </Box>
  );
}
