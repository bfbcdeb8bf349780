/**
 * What a sub-app gives the admin console, and what the console reads of a sub-app's manifest entry.
 * The console is handed the manifest (`AdminApp`'s `apps`, from app/routes) and never imports the
 * app: the manifest's types (app/sub-apps/types.ts) take these, so the two folders run one way.
 */
import type { ComponentType } from 'react';
import type { ResourceProps } from 'react-admin';

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

/** A sub-app's administration in the console (the `admin` field of its manifest entry). */
export interface SubAppAdmin {
  /** The console menu's group label. */
  menuGroup: string;
  /** Where the member app's /apps/<id>/admin/<rest> leads in the console (given <rest>). */
  consolePath: (rest: string | undefined) => string;
  /**
   * The console pages (its `admin/resources/<app>/console.ts`); only the admin console calls this
   * (a dynamic import, out of the member bundle).
   */
  loadConsole: () => Promise<SubAppConsole>;
}

/** What the console reads of a manifest entry: its id, and its console pages if it has some. */
export interface ConsoleApp {
  /** Lower-case, as in its paths and API (`supportmatch`). */
  id: string;
  /** None: the app has no console pages (no menu group). */
  admin?: SubAppAdmin;
}
