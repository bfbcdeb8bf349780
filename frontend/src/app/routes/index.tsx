import { lazy, Suspense, use, type ReactElement } from 'react';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import { Link, Navigate, Outlet, useParams, type RouteObject } from 'react-router-dom';
import { CenteredPage } from '../../components/centered-page';
import { CenteredSpinner } from '../../components/centered-spinner';
import { PageSpinner } from '../../components/page-spinner';
import { SAFETY_CHECK_PATH, type User } from '@pfe/contracts';
import { SUB_APPS, type SubApp, type SubAppAdmin } from '../sub-apps';
import { ComingSoonRoute } from './coming-soon';
import { NotFoundRoute } from './not-found';
import { ScrollReset } from './scroll-reset';
import { SignedInLogin, SignInFirst } from './sign-in-first';
import { QuickExitBar } from '../../components/quick-exit';
import { NeutralPage } from '../../components/neutral-page';
import { neutralInstead } from '../../lib/browser';
import { isDiscreet, NEUTRAL_PATH } from '../../lib/discreet';
import { i18n } from '../../lib/i18n';

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
 * The UI is fetched in parts, each when a page first needs it, so a member's first page,
 * her dashboard, downloads only the shell and the dashboard (app/member.tsx), and a visitor's first
 * page only the signed-out screens. Each part comes with its strings in the page's language, and every
 * screen reads its part through one promise, so once it has arrived nothing suspends for it again.
 */
const UI_PARTS = {
  // The signed-out pages (landing, sign-in, invite, recovery, log out): not on a member's dashboard.
  public: () =>
    Promise.all([import('../../features/auth/screens'), import('../../features/landing'), i18n.loadNamespaces(['auth'])]).then(([auth, landing]) => ({ ...auth, ...landing })),
  shell: () => Promise.all([import('../member'), i18n.loadNamespaces(['shell', 'dashboard'])]).then(([module]) => module),
  services: () => Promise.all([import('../../features/services'), i18n.loadNamespaces(['services'])]).then(([module]) => module),
  payments: () => Promise.all([import('../../features/payments'), i18n.loadNamespaces(['payments'])]).then(([module]) => module),
  notifications: () => Promise.all([import('../../features/notifications'), i18n.loadNamespaces(['notifications', 'shell'])]).then(([module]) => module),
  account: () => Promise.all([import('../../features/account/screens'), i18n.loadNamespaces(['account'])]).then(([module]) => module),
};
type UiPart = keyof typeof UI_PARTS;
type PartModule<P extends UiPart> = Awaited<ReturnType<(typeof UI_PARTS)[P]>>;

const loadedParts = new Map<UiPart, Promise<unknown>>();
function loadPart<P extends UiPart>(part: P): Promise<PartModule<P>> {
  let loading = loadedParts.get(part) as Promise<PartModule<P>> | undefined;
  if (!loading) {
    loading = (UI_PARTS[part]() as Promise<PartModule<P>>).catch((error: unknown) => {
      loadedParts.delete(part); // a later render tries again
      throw error;
    });
    loadedParts.set(part, loading);
  }
  return loading;
}

function MemberShell({ user }: { user: User }) {
  const { AppShell } = use(loadPart('shell'));
  return <AppShell user={user} />;
}

function memberScreen<P extends object = object>(part: UiPart, name: string) {
  function MemberScreen(props: P) {
    const Screen = (use(loadPart(part)) as Record<string, unknown>)[name] as (props: P) => ReactElement;
    return <Screen {...props} />;
  }
  MemberScreen.displayName = name;
  return MemberScreen;
}
const LandingRoute = memberScreen('public', 'LandingRoute');
const LoginRoute = memberScreen('public', 'LoginRoute');
const InviteRequiredRoute = memberScreen('public', 'InviteRequiredRoute');
const ConfirmLogoutRoute = memberScreen('public', 'ConfirmLogoutRoute');
const ForgotPasswordRoute = memberScreen('public', 'ForgotPasswordRoute');
const ResetPasswordRoute = memberScreen('public', 'ResetPasswordRoute');
const DashboardRoute = memberScreen('shell', 'DashboardRoute');
const ServicesRoute = memberScreen('services', 'ServicesRoute');
const PaymentsRoute = memberScreen('payments', 'PaymentsRoute');
const SettingsRoute = memberScreen<{ accountOnly?: boolean }>('account', 'SettingsRoute');
const SafetyCheckRoute = memberScreen('account', 'SafetyCheckRoute');
const NotificationsRoute = memberScreen('notifications', 'NotificationsRoute');
const NotificationSettingsRoute = memberScreen<{ securityOnly?: boolean }>('notifications', 'NotificationSettingsRoute');

/** A sub-app's screens, each fetched with the app's chunk on the first visit (a spinner meanwhile). */
function SubAppScreens({ name }: { name: string }) {
  return (
    <Suspense fallback={<CenteredSpinner label={i18n.t('common:loadingApp', { name })} />}>
      <Outlet />
    </Suspense>
  );
}

/** A sub-app's member routes from its manifest entry; every address of an app not built yet says it is coming. */
export function subAppRoutes(app: SubApp): RouteObject[] {
  if (!app.available) return [{ id: `${app.id}-coming-soon`, path: `${app.path.replace(/^\//, '')}/*`, element: <ComingSoonRoute app={app} /> }];
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
  { id: 'settings', path: 'settings', element: <SettingsRoute /> },
  { id: 'notifications', path: 'notifications', element: <NotificationsRoute /> },
  { id: 'notification-settings', path: 'settings/notifications', element: <NotificationSettingsRoute /> },
  { id: 'safety-check', path: SAFETY_CHECK_PATH.slice(1), element: <SafetyCheckRoute /> },
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

/** A sub-app's /apps/<id>/admin* route into the console, from its manifest entry (none without console pages). */
export function subAppConsoleRoutes(app: SubApp): RouteObject[] {
  return app.admin
    ? [{ id: `${app.id}-admin`, path: `${app.path.replace(/^\//, '')}/admin/*`, element: <ConsoleRedirect consolePath={app.admin.consolePath} /> }]
    : [];
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
        <AdminApp apps={SUB_APPS} />
      </Suspense>
    ),
  },
  ...SUB_APPS.flatMap(subAppConsoleRoutes),
];

/** Password recovery: reachable in every state (a reset link may be opened on a device signed in to another account). */
const recoveryRoutes: RouteObject[] = [
  { id: 'forgot-password', path: '/forgot-password', element: <ForgotPasswordRoute /> },
  { id: 'reset-password', path: '/reset-password', element: <ResetPasswordRoute /> },
];

const notFoundPage = { id: 'not-found', path: '*', element: <CenteredPage><NotFoundRoute /></CenteredPage> };
/** /login is for signing in: once signed in it leads where the sign-in was going, else home. */
const signedInLogin = { id: 'login-redirect', path: 'login', element: <SignedInLogin /> };
/** /logout: a sign-out asked for by a link from another site, confirmed here (see ConfirmLogoutRoute). */
const confirmLogout = { id: 'confirm-logout', path: '/logout', element: <ConfirmLogoutRoute /> };

/** The members' addresses (each a path and everything below it), which other visitors are led away from instead of a 404. */
export const MEMBER_PATHS: readonly string[] = ['services', 'payments', 'settings', 'notifications', 'admin', ...SUB_APPS.map((app) => app.path.replace(/^\//, ''))];
const memberPathRoutes = (id: string, element: ReactElement): RouteObject[] =>
  MEMBER_PATHS.map((path) => ({ id: `${id}:${path}`, path: `${path}/*`, element }));

/** The neutral page (Back after quick exit; a signed-out tab in discreet mode), in every table. */
const neutralPage = { id: 'neutral', path: NEUTRAL_PATH, element: <NeutralPage /> };

/** Every table's root: what happens on any navigation (a new page starts at its top). */
const withRouteEffects = (routes: RouteObject[]): RouteObject[] => [{ id: 'root', element: <><ScrollReset /><Outlet /></>, children: routes }];

/**
 * The route table for one access state; anything not listed shows "404 Page Not Found". A member
 * address is not a 404 for the others: signed out it asks to sign in first (then comes back), or
 * right after Log Out leads to the landing page (SignInFirst); without an invite it leads to the
 * invite screen at /.
 */
export function routesFor(state: AccessState, user?: User | null): RouteObject[] {
  return withRouteEffects(routeTable(state, user));
}

/**
 * A settings page for an account without an invite, outside the shell: centred, with a way back
 * (`back`, or the page's own link back when null).
 */
function inviteSettingsPage(id: string, path: string, back: string | null, screen: ReactElement): RouteObject {
  return {
    id,
    path,
    element: (
      <CenteredPage maxWidth="md">
        {back !== null && (
          <Button component={Link} to={back} startIcon={<ArrowBack />} color="inherit" sx={{ mb: 2 }}>
            {i18n.t('common:back')}
          </Button>
        )}
        <Suspense fallback={<CenteredSpinner label={i18n.t('common:loadingSettings')} />}>{screen}</Suspense>
      </CenteredPage>
    ),
  };
}

/** The pages outside the member shell (landing, sign-in, invite) carry the Quick exit bar at their top. */
const withQuickExit = (routes: RouteObject[]): RouteObject[] => [
  {
    id: 'public',
    element: (
      <>
        <QuickExitBar />
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </>
    ),
    children: routes,
  },
];

function routeTable(state: AccessState, user?: User | null): RouteObject[] {
  // Back into this site after quick exit (or, signed out, after a sign-out in discreet mode):
  // whatever the address, the neutral page; the branded pages only for a visitor who navigated here.
  if (neutralInstead(state === 'signed-out' && isDiscreet())) return [{ ...neutralPage, path: '*' }];
  switch (state) {
    case 'signed-out':
      return [
        neutralPage,
        ...withQuickExit([
          { id: 'landing', path: '/', element: <LandingRoute /> },
          { id: 'login', path: '/login', element: <LoginRoute /> },
          confirmLogout,
          ...recoveryRoutes,
          ...memberPathRoutes('sign-in-first', <SignInFirst />),
          notFoundPage,
        ]),
      ];
    case 'invite-required':
      return [
        neutralPage,
        ...withQuickExit([
          { id: 'invite', path: '/', element: <InviteRequiredRoute /> },
          // An account without an invite can still see its devices, download its data, delete itself
          // and choose its (account security) notifications.
          inviteSettingsPage('invite-settings', '/settings', '/', <SettingsRoute accountOnly />),
          inviteSettingsPage('invite-notification-settings', '/settings/notifications', null, <NotificationSettingsRoute securityOnly />),
          inviteSettingsPage('invite-safety-check', SAFETY_CHECK_PATH, null, <SafetyCheckRoute />),
          signedInLogin,
          confirmLogout,
          ...recoveryRoutes,
          ...memberPathRoutes('to-invite', <Navigate to="/" replace />).filter((route) => route.path !== 'settings/*'),
          notFoundPage,
        ]),
      ];
    case 'member':
      if (!user) throw new Error('The member route table needs the signed-in user');
      return [
        ...memberStandaloneRoutes,
        signedInLogin,
        neutralPage,
        ...withQuickExit([...recoveryRoutes, confirmLogout]),
        {
          id: 'shell',
          path: '/',
          element: (
            <Suspense fallback={<PageSpinner />}>
              <MemberShell user={user} />
            </Suspense>
          ),
          children: [...memberRoutes, { id: 'not-found', path: '*', element: <NotFoundRoute /> }],
        },
      ];
  }
}
