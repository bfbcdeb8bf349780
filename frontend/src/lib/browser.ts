import { holdRequests, resumeRequests } from './api-client';
import { NEUTRAL_PATH } from './discreet';
import { stopPlayback } from './playback/stop';

/** Full-page navigations (to server routes such as /api/login and /api/logout), in one mockable place. */
export function navigateBrowser(url: string): void {
  window.location.assign(url);
}

let leaving = false;

/**
 * This page is leaving because its own session is ending (Log Out, quick exit, account deletion):
 * the `session.ended` it may hear meanwhile only stops its requests, and the flow that is leaving
 * takes the page where it goes. `false` when that flow failed (a wrong password).
 *
 * Meanwhile no data call reaches the server but the one that ends the session (lib/api-client
 * holdRequests: those on their way are aborted, new ones wait), so none is answered 401 by the
 * session it is ending; `false` lets them go again.
 */
export function markLeaving(on = true): void {
  leaving = on;
  if (on) holdRequests();
  else resumeRequests();
}

export function isLeaving(): boolean {
  return leaving;
}

/** A full-page navigation that replaces this history entry (Back does not come back to it). */
export function replaceBrowser(url: string): void {
  window.location.replace(url);
}

export const LOGIN_URL = '/api/login';
export const LOGOUT_URL = '/api/logout';

/** sessionStorage: this tab signed out, and nobody has signed in here since. */
export const SIGNED_OUT_KEY = 'pfe.signed-out';

/** sessionStorage: this tab left by quick exit; until someone navigates here on purpose, pages it shows from history are neutral. */
export const QUICK_EXITED_KEY = 'pfe.quick-exited';

/** The BroadcastChannel on which this browser's tabs tell each other that their session ended (see lib/session-end). */
export const SESSION_CHANNEL = 'pfe.session';

/** What a tab tells the others when the session ended: `neutral` (a quick exit) asks them for the neutral page. */
export interface SessionEndedNotice {
  type: 'session-ended';
  neutral: boolean;
}

function session(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined; // storage disabled: behave as if nothing was remembered
  }
}

/**
 * Log Out: stops any story playing (the mini-player goes; its place was saved on the last pause or
 * periodic save, as a save now could reach the server after the sign-out and be answered 401),
 * stops the data calls (markLeaving), remembers in this tab that the member signed out (see
 * signedOutHere), then lets the server end the session (/api/logout leads back to /).
 */
export function signOut(): void {
  stopPlayback({ keepPlace: false });
  markLeaving();
  markSignedOutHere();
  announceSessionEnded(false);
  navigateBrowser(LOGOUT_URL);
}

/** Remembers in this tab that it signed out (see signedOutHere). */
export function markSignedOutHere(): void {
  session()?.setItem(SIGNED_OUT_KEY, '1');
}

/** Tells this browser's other tabs that the session ended (they wipe what they show; lib/session-end). */
export function announceSessionEnded(neutral: boolean): void {
  try {
    const channel = new BroadcastChannel(SESSION_CHANNEL);
    channel.postMessage({ type: 'session-ended', neutral } satisfies SessionEndedNotice);
    channel.close();
  } catch {
    /* no BroadcastChannel: the other tabs hear it from the server (session.ended, or a 401) */
  }
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
  return navigationType() === 'back_forward';
}

/** How this document was loaded (the Navigation Timing entry's type: navigate, reload, back_forward), if known. */
function navigationType(): string | undefined {
  try {
    const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    return entry?.type;
  } catch {
    return undefined;
  }
}

/** Quick exit: pages this tab shows from history (Back, a restore, a reload) are neutral until someone navigates here on purpose. */
export function markQuickExited(): void {
  session()?.setItem(QUICK_EXITED_KEY, '1');
}

/** Whether this tab left by quick exit and nobody has navigated here on purpose since (so it shows the neutral page). */
export function quickExitedHere(): boolean {
  return session()?.getItem(QUICK_EXITED_KEY) === '1';
}

/**
 * Whether a signed-out page shows the neutral page instead of what its address would show: when
 * this tab left by quick exit, or signed out in discreet mode, and this document was not loaded by
 * a navigation made on purpose (typed, a link, a bookmark), e.g. Back from the site quick exit
 * went to. Such a navigation shows the branded pages again (and forgets the quick exit).
 */
export function neutralInstead(discreet: boolean): boolean {
  // The neutral page itself is no visit made on purpose (another tab's quick exit sends a tab there).
  if (navigationType() === 'navigate' && window.location.pathname !== NEUTRAL_PATH) {
    session()?.removeItem(QUICK_EXITED_KEY);
    return false;
  }
  return quickExitedHere() || (discreet && signedOutHere());
}

/** A sign-in or a new account in this tab: member addresses lead to the sign-in form again. */
export function forgetSignedOut(): void {
  session()?.removeItem(SIGNED_OUT_KEY);
  session()?.removeItem(QUICK_EXITED_KEY);
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
