/**
 * The admin console: react-admin mounted by the main router at /admin/* as a lazily loaded
 * chunk. Inside the app's BrowserRouter react-admin uses that router (it detects it) and
 * builds its links under basename /admin. It brings its own query cache and theme, and its
 * routes are the sidebar's: /admin, /admin/users, /admin/invites, /admin/payments,
 * /admin/pricing, /admin/activity; and each sub-app's pages from the manifest the app hands it
 * (`apps`: app/routes passes SUB_APPS, so the console never imports the app), e.g.
 * SupportMatch's: /admin/supportmatch (its overview), /admin/supportmatch/partnerships, /reports,
 * /announcements and /profiles, where the member app's /apps/supportmatch/admin* paths lead (see
 * app/routes/index.tsx).
 */
import { use, useMemo, useState } from 'react';
import { Route } from 'react-router-dom';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { createI18nProvider } from './lib/i18n-provider';
import { APP_NAME } from '../config';
import { authProvider } from './auth-provider';
import { ConsoleHome } from './dashboard/console-home';
import { createDataProvider } from './data-provider';
import { ConsoleLoading } from './components/list-state';
import { AdminLayout } from './layout/admin-layout';
import { AdminNotFound } from './layout/not-found';
import { AdminToaster } from './layout/admin-toaster';
import { loadSubAppConsoles, SubAppConsoles } from './layout/sub-app-consoles';
import { createAdminQueryClient } from './query-client';
import { createAdminStore } from './store';
import activity from './resources/activity';
import invites from './resources/invites';
import payments from './resources/payments';
import pricing from './resources/pricing';
import users from './resources/users';
import { moderationAppeals, moderationMembers, moderationReports } from './resources/moderation';
import type { ConsoleApp } from './sub-app-console';
import { adminThemeWith } from './theme';

export const ADMIN_BASENAME = '/admin';

/** The console for the sub-apps of `apps` (the manifest, in its order): their pages load with its first render. */
export default function AdminApp({ apps }: { apps: readonly ConsoleApp[] }) {
  // One cache per mounted console: leaving for the member app and coming back reads afresh.
  const [queryClient] = useState(createAdminQueryClient);
  const [store] = useState(() => createAdminStore());
  // Suspends (the router's spinner) until the sub-apps' console pages are loaded, once per page load.
  const subApps = use(loadSubAppConsoles(apps));
  // Its resource table and the apps' own actions come from the loaded sub-app consoles (the manifest).
  const dataProvider = useMemo(() => createDataProvider(subApps), [subApps]);
  // The console's words and react-admin's own (namespaces `admin` and `ra`, fetched with the
  // console: this suspends until they arrive); a new provider per language makes react-admin translate afresh after a switch.
  const { t, i18n } = useTranslation(['admin', 'ra']);
  const language = i18n.language;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new provider for each language
  const i18nProvider = useMemo(() => createI18nProvider(), [language]);
  // The theme names the app bar's loading indicator, in the console's language.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `t` reads the language of the moment
  const theme = useMemo(() => adminThemeWith(t('layout.loadingIndicator')), [language]);
  return (
    <SubAppConsoles value={subApps}>
      <Admin
        basename={ADMIN_BASENAME}
        title={t('layout.title', { app: APP_NAME })}
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        queryClient={queryClient}
        store={store}
        dashboard={ConsoleHome}
        layout={AdminLayout}
        loading={ConsoleLoading}
        theme={theme}
        darkTheme={null}
        notification={AdminToaster}
        catchAll={AdminNotFound}
        loginPage={false}
        requireAuth
        disableTelemetry
      >
        {(permissions: unknown) => [
          // Moderators (issue 32) get the moderation pages only; admins everything.
          <Resource key="moderation/reports" name="moderation/reports" {...moderationReports} options={{ label: t('resources.moderation/reports') }} />,
          <Resource key="moderation/appeals" name="moderation/appeals" {...moderationAppeals} options={{ label: t('resources.moderation/appeals') }} />,
          <Resource key="moderation/members" name="moderation/members" {...moderationMembers} options={{ label: t('resources.moderation/members') }} />,
          ...(permissions === 'admin'
            ? [
                <Resource key="users" name="users" {...users} options={{ label: t('resources.users') }} />,
                <Resource key="invites" name="invites" {...invites} options={{ label: t('resources.invites') }} />,
                <Resource key="payments" name="payments" {...payments} options={{ label: t('resources.payments') }} />,
                <Resource key="pricing" name="pricing" {...pricing} options={{ label: t('resources.pricing') }} />,
                <Resource key="activity" name="activity" {...activity} options={{ label: t('resources.activity') }} />,
                ...subApps.flatMap(({ resources }) => resources.map(({ label, ...resource }) => <Resource key={resource.name} {...resource} options={{ label: t(`resources.${resource.name}`, { defaultValue: label }) }} />)),
                <CustomRoutes key="sub-app-overviews">
                  {subApps.flatMap(({ app, overview }) => (overview ? [<Route key={app.id} path={`/${overview.path}`} element={<overview.component />} />] : []))}
                </CustomRoutes>,
              ]
            : []),
        ]}
      </Admin>
    </SubAppConsoles>
  );
}
