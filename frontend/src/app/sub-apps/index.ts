/**
 * The sub-app manifest: one entry per sub-app, and everything else is built from it: the sidebar
 * (app/shell/nav-items.tsx), the services grid (features/services, through SubAppsProvider), the
 * member routes and the /apps/<id>/admin redirects (app/routes), and the admin console's resources,
 * pages and menu groups (admin/AdminApp.tsx, admin/layout/), and the console's data provider (its
 * resource table and the apps' own actions, admin/data-provider.ts). Adding a sub-app is adding its
 * entry file here (and its console file, when it has console pages) and listing it below; the
 * server and the contracts have one line each too (docs/adding-a-sub-app.md).
 */
import { lightHouse } from './lighthouse';
import { sleepStories } from './sleepstories';
import { socketRelay } from './socketrelay';
import { supportMatch } from './supportmatch';
import type { SubApp, SubAppEntry } from './types';

export type { AdminJson, SubApp, SubAppAdmin, SubAppConsole, SubAppEntry, SubAppResource, SubAppRoute } from './types';
export { lazyScreen } from './lazy-screen';

/**
 * In the order of the sub-apps document (SupportMatch, SleepStories, LightHouse, SocketRelay):
 * the order of the sidebar's admin links (spec §2 "Sidebar") and of the console's menu groups.
 */
export const SUB_APPS: readonly SubApp[] = [supportMatch, sleepStories, lightHouse, socketRelay].map(withAvailability);

/** An app is available once it has member screens; until then it is coming soon. */
export function withAvailability(entry: SubAppEntry): SubApp {
  return { ...entry, available: entry.routes.length > 0 };
}

/** What members see (sidebar items, services grid): the same apps in alphabetical order. */
export const MEMBER_SUB_APPS: readonly SubApp[] = [...SUB_APPS].sort((a, b) => a.name.localeCompare(b.name, 'en'));
