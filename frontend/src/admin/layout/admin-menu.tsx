import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import SpaceDashboardOutlined from '@mui/icons-material/SpaceDashboardOutlined';
import Divider from '@mui/material/Divider';
import ListSubheader from '@mui/material/ListSubheader';
import { Fragment } from 'react';
import { useMatch } from 'react-router-dom';
import { Menu, useBasename, usePermissions, useSidebarState } from 'react-admin';
import { useSubAppConsoles } from './sub-app-consoles';
import { useAdminT } from '../lib/i18n';

/** A group label in the menu while the sidebar is open; a divider when it shows icons only. */
function MenuGroup({ label }: { label: string }) {
  const [open] = useSidebarState();
  if (!open) return <Divider sx={{ my: 1 }} />;
  return (
    <ListSubheader
      component="div"
      disableSticky
      sx={{ bgcolor: 'transparent', lineHeight: 1, pt: 2, pb: 1, fontSize: '0.75rem', fontWeight: 700, letterSpacing: '0.06em', textTransform: 'uppercase' }}
    >
      {label}
    </ListSubheader>
  );
}

/** An item highlighted only on its own path, not on the paths below it (react-admin's items match prefixes). */
function ExactItem({ to, primaryText, leftIcon }: { to: string; primaryText: string; leftIcon: React.ReactElement }) {
  const exact = useMatch({ path: to, end: true });
  return (
    <Menu.Item
      to={to}
      primaryText={primaryText}
      leftIcon={leftIcon}
      sx={exact ? undefined : { '&.RaMenuItemLink-active': { color: 'text.secondary' }, '&.RaMenuItemLink-active .RaMenuItemLink-icon': { color: 'action.active' } }}
    />
  );
}

/**
 * The console's menu: the Administration items of the main sidebar (spec §2 "Sidebar"), at
 * the same paths, a group per sub-app with console pages (from the manifest: its overview, then its
 * resources), and a way back to the member app.
 */
export function AdminMenu() {
  const t = useAdminT();
  const basename = useBasename();
  const subApps = useSubAppConsoles();
  const { permissions } = usePermissions();
  if (permissions !== 'admin') {
    // A moderator (issue 32): the moderation pages only.
    return (
      <Menu>
        <MenuGroup label={t('menu.moderation')} />
        <Menu.ResourceItem name="moderation/reports" />
        <Menu.ResourceItem name="moderation/appeals" />
        <Divider sx={{ my: 1 }} />
        <ExactItem to="/" primaryText={t('menu.backToApp')} leftIcon={<ArrowBackOutlined />} />
      </Menu>
    );
  }
  return (
    <Menu>
      <Menu.DashboardItem primaryText={t('menu.dashboard')} leftIcon={<AdminPanelSettingsOutlined />} />
      <Menu.ResourceItem name="users" />
      <Menu.ResourceItem name="invites" />
      <Menu.ResourceItem name="payments" />
      <Menu.ResourceItem name="pricing" />
      <Menu.ResourceItem name="activity" />
      <MenuGroup label={t('menu.moderation')} />
      <Menu.ResourceItem name="moderation/reports" />
      <Menu.ResourceItem name="moderation/appeals" />
      {subApps.map(({ app, menuGroup, overview, resources }) => (
        <Fragment key={app.id}>
          <MenuGroup label={menuGroup} />
          {overview && <ExactItem to={`${basename}/${overview.path}`} primaryText={t(`menu.overviews.${app.id}`, { defaultValue: overview.label })} leftIcon={<SpaceDashboardOutlined />} />}
          {resources
            .filter(({ inMenu }) => inMenu !== false)
            .map(({ name }) => (
              <Menu.ResourceItem key={name} name={name} />
            ))}
        </Fragment>
      ))}
      <Divider sx={{ my: 1 }} />
      {/* Outside the console's basename: a plain path of the member app. */}
      <ExactItem to="/" primaryText={t('menu.backToApp')} leftIcon={<ArrowBackOutlined />} />
    </Menu>
  );
}
