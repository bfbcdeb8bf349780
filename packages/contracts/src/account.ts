/** Account safety and control: settings, sessions, passkeys, export and deletion. */

/** What a member's own settings hold. */
export interface AccountSettings {
  /** Neutral tab title and icon on every page, from the first paint. */
  discreetMode: boolean;
  /** Quick exit leaves without signing out (off by default: a quick exit also ends the session). */
  quickExitKeepsSignedIn: boolean;
}

/** One signed-in device of the caller. `id` is an opaque handle, never the session token. */
export interface AccountSession {
  id: string;
  current: boolean;
  createdAt: string | null;
  /** Within five minutes (the session's expiry is written back at most every five minutes). */
  lastSeenAt: string;
  /** A short description from the user agent, e.g. "Firefox on Android". */
  device: string;
}

export interface Passkey {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
  /** Synced by the platform's password manager (e.g. iCloud Keychain), so usable on several devices. */
  backedUp: boolean;
  /** The session it was added from: its device as the session list names it, and whether it is this one. */
  addedFrom: { device: string; currentSession: boolean } | null;
}

/** PUT /api/account/password: how many other sessions ended and passkeys were removed. */
export interface PasswordChanged {
  endedSessions: number;
  removedPasskeys: number;
}

export const PASSKEY_NAME_MAX = 60;

/** How admins see a member who deleted their account. */
export const DELETED_MEMBER = 'Deleted member';
/** How other members see a member who deleted their account. */
export const FORMER_MEMBER = 'a former member';

/** The export file: one section per contributor (`account`, `payments`, `supportmatch`…). */
export interface AccountExport {
  exportedAt: string;
  format: 'pfe-account-export/1';
  sections: Record<string, unknown>;
}
