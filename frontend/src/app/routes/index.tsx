import { lazy, Suspense } from 'react';
import { Navigate, useParams, type RouteObject } from 'react-router-dom';
import { supportMatchConsolePath } from '../../admin/resources/supportmatch/member-app-paths';
import { CenteredPage } from '../../components/centered-page';
import { PageSpinner } from '../../components/page-spinner';
import { DashboardRoute } from '../../features/dashboard';
import { InviteRequiredRoute, LoginRoute } from '../../features/auth';
import { LandingRoute } from '../../features/landing';
import { PaymentsRoute } from '../../features/payments';
import { ServicesRoute } from '../../features/services';
import {
  SupportMatchAnnouncementsRoute,
  SupportMatchDashboardRoute,
  SupportMatchHistoryRoute,
  SupportMatchPartnershipRoute,
  SupportMatchProfileRoute,
  SupportMatchSafetyRoute,
} from '../../features/supportmatch';
import type { User } from '../../types/api';
import { AppShell } from '../shell/app-shell';
import { NotFoundRoute } from './not-found';

/**
 * Spec §2 "Route availability": which routes a visitor can reach depends only on this.
 * While the current user is loading, the spec offers only the landing screen; the app shows a
 * spinner for that instant instead, so a signed-in visitor's reload never flashes the landing
 * screen or a 404 for a deep link (see AppRoutes).
 */
export type AccessState = 'signed-out' | 'invite-required' | 'member';

export function accessStateOf(user: User | null): AccessState {
  if (user === null) return 'signed-out';
  if (!user.inviteCodeUsed && !user.isAdmin) return 'invite-required';
  return 'member';
}

/**
 * The member screens, rendered inside the app shell. Later features add their routes here
 * (e.g. `{ id: 'payments', path: 'payments', element: <PaymentsRoute /> }`).
 */
export const memberRoutes: RouteObject[] = [
  { id: 'dashboard', index: true, element: <DashboardRoute /> },
  { id: 'services', path: 'services', element: <ServicesRoute /> },
  { id: 'payments', path: 'payments', element: <PaymentsRoute /> },
  // SupportMatch (spec sub-apps §2); /apps/supportmatch/admin* belongs to the admin console.
  { id: 'supportmatch', path: 'apps/supportmatch', element: <SupportMatchDashboardRoute /> },
  { id: 'supportmatch-profile', path: 'apps/supportmatch/profile', element: <SupportMatchProfileRoute /> },
  { id: 'supportmatch-partnership', path: 'apps/supportmatch/partnership', element: <SupportMatchPartnershipRoute /> },
  { id: 'supportmatch-announcements', path: 'apps/supportmatch/announcements', element: <SupportMatchAnnouncementsRoute /> },
  { id: 'supportmatch-history', path: 'apps/supportmatch/history', element: <SupportMatchHistoryRoute /> },
  { id: 'supportmatch-safety', path: 'apps/supportmatch/safety', element: <SupportMatchSafetyRoute /> },
];

/** The react-admin console, in its own chunk: members who never open it never download it. */
const AdminApp = lazy(() => import('../../admin/AdminApp'));

/**
 * /apps/supportmatch/admin[/partnerships|/reports|/announcements|/users] (spec sub-apps §2)
 * lead to the console's SupportMatch pages (users → profiles).
 */
function SupportMatchAdminRedirect() {
  const { '*': rest } = useParams();
  return <Navigate to={supportMatchConsolePath(rest)} replace />;
}

/**
 * Routes outside the shell that members can reach: the react-admin console with its own layout
 * at /admin/*, and the member app's SupportMatch admin paths, which lead into it. The console's
 * auth provider sends a signed-in member who is not an admin to /.
 */
export const memberStandaloneRoutes: RouteObject[] = [
  {
    id: 'admin',
    path: 'admin/*',
    element: (
      <Suspense fallback={<PageSpinner />}>
        <AdminApp />
      </Suspense>
    ),
  },
  { id: 'supportmatch-admin', path: 'apps/supportmatch/admin/*', element: <SupportMatchAdminRedirect /> },
];

const notFoundPage = { id: 'not-found', path: '*', element: <CenteredPage><NotFoundRoute /></CenteredPage> };
/** /login is for signing in: once signed in it leads home. */
const signedInLogin = { id: 'login-redirect', path: 'login', element: <Navigate to="/" replace /> };

/** The route table for one access state; anything not listed shows "404 Page Not Found". */
export function routesFor(state: AccessState, user?: User | null): RouteObject[] {
  switch (state) {
    case 'signed-out':
      return [
        { id: 'landing', path: '/', element: <LandingRoute /> },
        { id: 'login', path: '/login', element: <LoginRoute /> },
        notFoundPage,
      ];
    case 'invite-required':
      return [{ id: 'invite', path: '/', element: <InviteRequiredRoute /> }, signedInLogin, notFoundPage];
    case 'member':
      if (!user) throw new Error('The member route table needs the signed-in user');
      return [
        ...memberStandaloneRoutes,
        signedInLogin,
        {
          id: 'shell',
          path: '/',
          element: <AppShell user={user} />,
          children: [...memberRoutes, { id: 'not-found', path: '*', element: <NotFoundRoute /> }],
        },
      ];
  }
}
