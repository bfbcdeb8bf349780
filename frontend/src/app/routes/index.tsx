import { lazy, Suspense } from 'react';
import { Navigate, Outlet, useParams, type RouteObject } from 'react-router-dom';
import { CenteredPage } from '../../components/centered-page';
import { CenteredSpinner } from '../../components/centered-spinner';
import { PageSpinner } from '../../components/page-spinner';
import { DashboardRoute } from '../../features/dashboard';
import { InviteRequiredRoute, LoginRoute } from '../../features/auth';
import { LandingRoute } from '../../features/landing';
import { PaymentsRoute } from '../../features/payments';
import { ServicesRoute } from '../../features/services';
import type { User } from '@pfe/contracts';
import { AppShell } from '../shell/app-shell';
import { SUB_APPS, type SubApp, type SubAppAdmin } from '../sub-apps';
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

/** A sub-app's screens, each fetched with the app's chunk on the first visit (a spinner meanwhile). */
function SubAppScreens({ name }: { name: string }) {
  return (
    <Suspense fallback={<CenteredSpinner label={`Loading ${name}`} />}>
      <Outlet />
    </Suspense>
  );
}

/** A sub-app's member routes from its manifest entry; an app with none yet adds none (its paths are 404). */
export function subAppRoutes(app: SubApp): RouteObject[] {
  if (app.routes.length === 0) return [];
  return [
    {
      id: `${app.id}-app`,
      path: app.path.replace(/^\//, ''),
      element: <SubAppScreens name={app.name} />,
      children: app.routes.map(({ id, path, screen: Screen }) =>
        path === undefined ? { id, index: true, element: <Screen /> } : { id, path, element: <Screen /> },
      ),
    },
  ];
}

/**
 * The member screens, rendered inside the app shell: the platform's own, then every sub-app's
 * (spec sub-apps §2) from the manifest. /apps/<id>/admin* belongs to the admin console.
 */
export const memberRoutes: RouteObject[] = [
  { id: 'dashboard', index: true, element: <DashboardRoute /> },
  { id: 'services', path: 'services', element: <ServicesRoute /> },
  { id: 'payments', path: 'payments', element: <PaymentsRoute /> },
  ...SUB_APPS.flatMap(subAppRoutes),
];

/** The react-admin console, in its own chunk: members who never open it never download it. */
const AdminApp = lazy(() => import('../../admin/AdminApp'));

/**
 * /apps/<id>/admin[/<rest>] (e.g. spec sub-apps §2: /apps/supportmatch/admin/partnerships) lead to
 * the app's pages in the console, as its manifest entry maps them.
 */
function ConsoleRedirect({ consolePath }: Pick<SubAppAdmin, 'consolePath'>) {
  const { '*': rest } = useParams();
  return <Navigate to={consolePath(rest)} replace />;
}

/**
 * Routes outside the shell that members can reach: the react-admin console with its own layout
 * at /admin/*, and the sub-apps' admin paths, which lead into it (for the apps that have console
 * pages). The console's auth provider sends a signed-in member who is not an admin to /.
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
  ...SUB_APPS.flatMap((app): RouteObject[] =>
    app.admin
      ? [{ id: `${app.id}-admin`, path: `${app.path.replace(/^\//, '')}/admin/*`, element: <ConsoleRedirect consolePath={app.admin.consolePath} /> }]
      : [],
  ),
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
