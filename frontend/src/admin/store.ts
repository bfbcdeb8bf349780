import { localStorageStore, type Store } from 'react-admin';
import { theme as appTheme } from '../lib/theme';

/** The store key react-admin keeps the sidebar's open state under. */
export const SIDEBAR_KEY = 'sidebar.open';

/**
 * react-admin's store (list sorting, page sizes, the sidebar) in localStorage. On phones the
 * sidebar is a drawer over the screen, so the console always opens with it closed there,
 * whatever was remembered (react-admin's drawer breakpoint is `sm`).
 */
export function createAdminStore(isPhone: boolean = phoneScreen()): Store {
  const store = localStorageStore(undefined, 'Admin');
  if (isPhone) store.setItem(SIDEBAR_KEY, false);
  return store;
}

function phoneScreen(): boolean {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return false;
  return window.matchMedia(`(max-width: ${appTheme.breakpoints.values.sm - 0.05}px)`).matches;
}
