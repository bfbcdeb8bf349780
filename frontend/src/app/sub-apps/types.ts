import type { ComponentType, LazyExoticComponent } from 'react';
import type { SubAppAdmin } from '../../admin/sub-app-console';
import type { SubAppInfo } from '../../lib/sub-apps';

/** The console's side of an entry (its `admin` field) is the console's to define: admin/sub-app-console.ts. */
export type { AdminJson, SubAppAdmin, SubAppConsole, SubAppResource } from '../../admin/sub-app-console';

/** One member screen of a sub-app, inside the app shell. */
export interface SubAppRoute {
  /** The route's id (what matchRoutes reports, e.g. `supportmatch-profile`). */
  id: string;
  /** Below the app's path (`profile` → /apps/supportmatch/profile); none for the app's own path. */
  path?: string;
  /** A lazily loaded screen (see lazyScreen): the app's screens come in their own chunk. */
  screen: LazyExoticComponent<ComponentType>;
}

/**
 * One entry of the manifest: everything the shell, the services grid, the member router, the admin
 * console and its menu need to know about a sub-app.
 */
export interface SubApp extends SubAppInfo {
  /** Its member screens; none yet means the app is coming (`available` is false). */
  routes: SubAppRoute[];
  /** Its console pages; none yet means no console link anywhere (sidebar, console menu). */
  admin?: SubAppAdmin;
}

/** What an entry file declares: `available` follows from its routes (index.ts). */
export type SubAppEntry = Omit<SubApp, 'available'>;
