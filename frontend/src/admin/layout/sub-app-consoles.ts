import { use } from 'react';
import { SUB_APPS, type SubApp, type SubAppConsole } from '../../app/sub-apps';

/** A sub-app's console pages, loaded, with its menu group. */
export interface LoadedSubAppConsole extends SubAppConsole {
  app: SubApp;
  menuGroup: string;
}

let loading: Promise<LoadedSubAppConsole[]> | undefined;

/**
 * The console pages of every sub-app that has some (manifest order), loaded once per page load.
 * Like React.lazy, a failed load stays failed until the page is reloaded (retrying on each render
 * would loop while offline).
 */
export function loadSubAppConsoles(): Promise<LoadedSubAppConsole[]> {
  loading ??= loadConsolesOf(SUB_APPS);
  return loading;
}

/** The console pages of each of `apps` that has some, in their order (no cache). */
export function loadConsolesOf(apps: readonly SubApp[]): Promise<LoadedSubAppConsole[]> {
  return Promise.all(
    apps.flatMap((app) => {
      const admin = app.admin;
      return admin ? [admin.loadConsole().then((pages) => ({ ...pages, app, menuGroup: admin.menuGroup }))] : [];
    }),
  );
}

/** The loaded sub-app consoles; suspends (the console's Suspense shows its spinner) until they are. */
export function useSubAppConsoles(): LoadedSubAppConsole[] {
  return use(loadSubAppConsoles());
}
