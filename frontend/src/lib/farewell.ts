/**
 * A notice carried across a full-page navigation to the landing page, in this tab only
 * (sessionStorage): the account deletion sets it, the landing page shows it once and clears it.
 * Nothing goes in the address, so no history entry says an account was deleted.
 */
const KEY = 'pfe.farewell';

export function setAccountDeletedNotice(): void {
  try {
    window.sessionStorage.setItem(KEY, 'account-deleted');
  } catch {
    /* storage blocked: the landing page shows no notice */
  }
}

/** True when the last page of this tab deleted the account; the flag is read, not cleared (see clearFarewell). */
export function hasAccountDeletedNotice(): boolean {
  try {
    return window.sessionStorage.getItem(KEY) === 'account-deleted';
  } catch {
    return false;
  }
}

export function clearFarewell(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    /* nothing to clear */
  }
}
