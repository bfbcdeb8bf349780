import { createContext, useContext } from 'react';
import type { ConsoleApp, SubAppConsole } from '../sub-app-console';

/** A sub-app's console pages, loaded, with its menu group. */
export interface LoadedSubAppConsole extends SubAppConsole {
  app: ConsoleApp;
  menuGroup: string;
}

const loading = new WeakMap<readonly ConsoleApp[], Promise<LoadedSubAppConsole[]>>();

/**
 * The console pages of every sub-app of `apps` (the manifest AdminApp is handed) that has some, in
 * their order, loaded once per page load. Like React.lazy, a failed load stays failed until the page
 * is reloaded (retrying on each render would loop while offline).
 */
export function loadSubAppConsoles(apps: readonly ConsoleApp[]): Promise<LoadedSubAppConsole[]> {
  let pending = loading.get(apps);
  if (!pending) {
    pending = loadConsolesOf(apps);
    loading.set(apps, pending);
  }
  return pending;
}

/** The console pages of each of `apps` that has some, in their order (no cache). */
export function loadConsolesOf(apps: readonly ConsoleApp[]): Promise<LoadedSubAppConsole[]> {
  return Promise.all(
    apps.flatMap((app) => {
      const admin = app.admin;
      return admin ? [admin.loadConsole().then((pages) => ({ ...pages, app, menuGroup: admin.menuGroup }))] : [];
    }),
  );
}

/** The loaded sub-app consoles, provided by AdminApp once they are (its menu groups, resources and overviews). */
export const SubAppConsoles = createContext<readonly LoadedSubAppConsole[]>([]);

/** The loaded sub-app consoles (AdminApp provides them). */
export function useSubAppConsoles(): readonly LoadedSubAppConsole[] {
  return useContext(SubAppConsoles);
}
