import { Navigate } from 'react-router-dom';
import { usePermissions } from 'react-admin';
import { LoadingState } from '../components/list-state';
import { Dashboard } from './dashboard';

/** The console's home: the admin dashboard, or for a moderator (issue 32) the reports queue. */
export function ConsoleHome() {
  const { permissions, isPending } = usePermissions();
  if (isPending) return <LoadingState text="Loading..." />;
  if (permissions === 'admin') return <Dashboard />;
  return <Navigate to="/admin/moderation/reports" replace />;
}
