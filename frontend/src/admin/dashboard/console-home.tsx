import { Navigate } from 'react-router-dom';
import { usePermissions } from 'react-admin';
import { LoadingState } from '../components/list-state';
import { Dashboard } from './dashboard';
import { useAdminT } from '../lib/i18n';

/** The console's home: the admin dashboard, or for a moderator (issue 32) the reports queue. */
export function ConsoleHome() {
  const t = useAdminT();
  const { permissions, isPending } = usePermissions();
  if (isPending) return <LoadingState text={t('common.loading')} />;
  if (permissions === 'admin') return <Dashboard />;
  return <Navigate to="/admin/moderation/reports" replace />;
}
