/**
 * The member UI that every signed-in page needs: the shell and the dashboard. One lazily loaded
 * chunk (app/routes), so a signed-out visitor's first page, the landing screen, does not download
 * it. The platform's other screens (services, payments, notifications, Settings and Safety Check)
 * are chunks of their own, fetched when first shown (app/routes); so are the sub-apps' screens and
 * the admin console.
 */
export { AppShell } from './shell/app-shell';
export { DashboardRoute } from '../features/dashboard';
