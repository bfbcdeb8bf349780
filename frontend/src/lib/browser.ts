import { stopPlayback } from './playback/stop';

/** Full-page navigations (to server routes such as /api/login and /api/logout), in one mockable place. */
export function navigateBrowser(url: string): void {
  window.location.assign(url);
}

export const LOGIN_URL = '/api/login';
export const LOGOUT_URL = '/api/logout';

/** sessionStorage: this tab signed out, and nobody has signed in here since. */
export const SIGNED_OUT_KEY = 'pfe.signed-out';

function session(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined; // storage disabled: behave as if nothing was remembered
  }
}

/**
 * Log Out: stops any story playing (the mini-player goes), remembers in this tab that the member
 * signed out (see signedOutHere), then lets the server end the session (/api/logout leads back to /).
 */
export function signOut(): void {
  stopPlayback();
  session()?.setItem(SIGNED_OUT_KEY, '1');
  navigateBrowser(LOGOUT_URL);
}

/**
 * True when this tab signed out and nobody signed in again: a member address opened then (Back
 * after Log Out, on a shared device) leads to the landing page, not to a sign-in form that says
 * where the last member was.
 */
export function signedOutHere(): boolean {
  return session()?.getItem(SIGNED_OUT_KEY) === '1';
}

/**
 * True when this document was loaded by Back or Forward (the Navigation Timing entry's type), e.g.
 * Back to a member page after signing out in the console, whose Log Out does not go through signOut.
 */
export function loadedByBackForward(): boolean {
  try {
    const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    return entry?.type === 'back_forward';
  } catch {
    return false;
  }
}

/** A sign-in or a new account in this tab: member addresses lead to the sign-in form again. */
export function forgetSignedOut(): void {
  session()?.removeItem(SIGNED_OUT_KEY);
}

/**
 * The `next` parameter of /login as a path of this site, or undefined: only "/…" (not "//host" or
 * "/\host", which browsers read as another site), so the sign-in page cannot send anyone elsewhere.
 */
export function safeNextPath(next: string | null | undefined): string | undefined {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return undefined;
  try {
    const url = new URL(next, 'http://x.invalid');
    if (url.origin !== 'http://x.invalid' || url.pathname.startsWith('//')) return undefined;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return undefined;
  }
}
