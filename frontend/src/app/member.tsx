/**
 * The member UI that every signed-in page needs: the shell and the platform's own screens. One
 * lazily loaded chunk (app/routes), so a signed-out visitor's first page, the landing screen, does
 * not download it; the sub-apps' screens and the admin console are chunks of their own.
 */
export { AppShell } from './shell/app-shell';
export { DashboardRoute } from '../features/dashboard';
export { PaymentsRoute } from '../features/payments';
export { ServicesRoute } from '../features/services';
export { SafetyCheckRoute, SettingsRoute } from '../features/account';
export { NotificationsRoute, NotificationSettingsRoute } from '../features/notifications';
