/**
 * SocketRelay's pages in the admin console (spec sub-apps §2 SocketRelay Admin: Requests,
 * Fulfillments, Statistics) and its announcements (spec §1: each app's announcements are managed by
 * admins). Loaded by the console only, through the manifest entry (app/sub-apps/socketrelay.ts).
 */
import announcements from './announcements';
import fulfillments from './fulfillments';
import requests from './requests';
import { SocketRelayDashboard } from './socketrelay-dashboard';
import { socketRelayAdminApi } from './admin-api';
import type { SubAppConsole } from '../../sub-app-console';

export const socketRelayConsole: SubAppConsole = {
  overview: { path: 'socketrelay', label: 'Statistics', component: SocketRelayDashboard },
  resources: [
    { name: 'socketrelay/requests', label: 'Requests', api: '/api/socketrelay/admin/requests', ...requests },
    { name: 'socketrelay/fulfillments', label: 'Fulfillments', api: '/api/socketrelay/admin/fulfillments', ...fulfillments },
    { name: 'socketrelay/announcements', label: 'Announcements', ...announcements },
  ],
  methods: socketRelayAdminApi,
};
