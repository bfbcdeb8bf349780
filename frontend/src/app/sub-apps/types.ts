import type { ComponentType, LazyExoticComponent } from 'react';
import type { ResourceProps } from 'react-admin';
import type { SubAppInfo } from '../../lib/sub-apps';

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
 * A react-admin resource of the console: its props (list, edit, icon…), its menu label, and where
 * the data provider finds it (admin/data-provider.ts builds its resource table from these).
 */
export type SubAppResource = Omit<ResourceProps, 'options'> & {
  label: string;
  /** Its simple-rest URL, e.g. `/api/lighthouse/admin/properties`. */
  api: string;
  /** For a PUT that replaces the whole record: the fields to send, all of them (else only the changed ones). */
  replaceFields?: readonly string[];
  /** false: reachable from the app's overview only, not listed in the console menu. */
  inMenu?: false;
};

/** A GET (or, with options, any method) of the console's API answering JSON, on the session cookie, errors readable. */
export type AdminJson = <T>(url: string, options?: { method?: string; body?: string }) => Promise<T>;

/** A sub-app's pages in the admin console (/admin/*), loaded with the console only. */
export interface SubAppConsole {
  /** The app's own overview page at /admin/<path>, first in its menu group. */
  overview?: { path: string; label: string; component: ComponentType };
  /** Its resources at /admin/<name>, in menu order. */
  resources: SubAppResource[];
  /**
   * The data provider's methods for its custom actions (stats, run matching…), built on `json`;
   * its pages read them with `useDataProvider<AdminDataProvider & TheirMethods>()`.
   */
  methods?: (json: AdminJson) => object;
}

/** A sub-app's administration in the console. */
export interface SubAppAdmin {
  /** The console menu's group label. */
  menuGroup: string;
  /** Where the member app's /apps/<id>/admin/<rest> leads in the console (given <rest>). */
  consolePath: (rest: string | undefined) => string;
  /** The console pages; only the admin console calls this (a dynamic import, out of the member bundle). */
  loadConsole: () => Promise<SubAppConsole>;
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
