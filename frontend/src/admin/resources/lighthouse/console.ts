/**
 * LightHouse's pages in the admin console (spec sub-apps §2: admin stats, announcements; and the
 * property list where a listing can be taken down). Loaded by the console only, through the
 * manifest entry (app/sub-apps/lighthouse.ts). The announcement pages are the shared ones, configured for LightHouse.
 */
import { LighthouseDashboard } from './lighthouse-dashboard';
import properties from './properties';
import announcements from './announcements';
import { lighthouseAdminApi } from './admin-api';
import type { SubAppConsole } from '../../sub-app-console';

export const lightHouseConsole: SubAppConsole = {
  overview: { path: 'lighthouse', label: 'Stats', component: LighthouseDashboard },
  resources: [
    { name: 'lighthouse/properties', label: 'Properties', api: '/api/lighthouse/admin/properties', ...properties },
    { name: 'lighthouse/announcements', label: 'Announcements', ...announcements },
  ],
  methods: lighthouseAdminApi,
};
