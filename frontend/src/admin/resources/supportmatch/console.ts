/**
 * SupportMatch's pages in the admin console (spec sub-apps §2: admin dashboard, partnerships,
 * reports, announcements, users → profiles). Loaded by the console only, through the manifest entry
 * (supportmatch.tsx), so these pages come in one chunk with the console and never in the member bundle.
 */
import announcements from './announcements';
import partnerships from './partnerships';
import profiles from './profiles';
import reports from './reports';
import { SupportMatchDashboard } from './supportmatch-dashboard';
import { supportMatchAdminApi } from './admin-api';
import type { SubAppConsole } from '../../sub-app-console';

export const supportMatchConsole: SubAppConsole = {
  overview: { path: 'supportmatch', label: 'Overview', component: SupportMatchDashboard },
  resources: [
    { name: 'supportmatch/partnerships', label: 'Partnerships', api: '/api/supportmatch/admin/partnerships', ...partnerships },
    // Its reports are rows of the one moderation queue (issue 32), which is the console's one "Reports"
    // menu item; this page (spec sub-apps §2: resolve / dismiss) is reached from the app's overview.
    { name: 'supportmatch/reports', label: 'SupportMatch reports', api: '/api/supportmatch/admin/reports', inMenu: false, ...reports },
    { name: 'supportmatch/announcements', label: 'Announcements', ...announcements },
    { name: 'supportmatch/profiles', label: 'Profiles', api: '/api/supportmatch/admin/profiles', ...profiles },
  ],
  methods: supportMatchAdminApi,
};
