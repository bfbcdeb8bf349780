import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import Divider from '@mui/material/Divider';
import { Menu } from 'react-admin';

/**
 * The console's menu: the Administration items of the main sidebar (spec §2 "Sidebar"), at
 * the same paths, and a way back to the member app.
 */
export function AdminMenu() {
  return (
    <Menu>
      <Menu.DashboardItem primaryText="Dashboard" leftIcon={<AdminPanelSettingsOutlined />} />
      <Menu.ResourceItem name="users" />
      <Menu.ResourceItem name="invites" />
      <Menu.ResourceItem name="payments" />
      <Menu.ResourceItem name="pricing" />
      <Menu.ResourceItem name="activity" />
      <Divider sx={{ my: 1 }} />
      {/* Outside the console's basename: a plain path of the member app. */}
      <Menu.Item to="/" primaryText="Back to app" leftIcon={<ArrowBackOutlined />} />
    </Menu>
  );
}
