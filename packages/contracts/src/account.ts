/** Account safety and control: settings, sessions, passkeys, export and deletion. */

/**
 * The languages the platform speaks, English (the source) first. Adding a language is one line here
 * and one folder of JSON files (docs/i18n.md). `name` is the language's own name, as the switch shows it.
 */
export const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'es', name: 'Español' },
] as const;
export type Language = (typeof LANGUAGES)[number]['code'];
export const LANGUAGE_CODES: readonly Language[] = LANGUAGES.map((l) => l.code);
export const DEFAULT_LANGUAGE: Language = 'en';
/** The cookie a signed-out page's language choice is kept in (ARCHITECTURE.md, Language). */
export const LANGUAGE_COOKIE = 'lang';

export const isLanguage = (value: unknown): value is Language => typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);

/** What a member's own settings hold. */
export interface AccountSettings {
  /** Neutral tab title and icon on every page, from the first paint. */
  discreetMode: boolean;
  /** Quick exit leaves without signing out (off by default: a quick exit also ends the session). */
  quickExitKeepsSignedIn: boolean;
  /** The language of her screens and her emails. */
  language: Language;
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

/** Safety Check's address in the app (Settings, the shell's safety link, every security email). */
export const SAFETY_CHECK_PATH = '/settings/safety-check';

/** A reset link not used yet (never its token, nor anything that yields it). */
export interface PendingResetLink {
  /** `email`: asked for on the sign-in page; `admin`: made by an admin for the support channel. */
  kind: 'email' | 'admin';
  createdAt: string;
  expiresAt: string;
}

/** One account security event, newest first: the security notifications the account received. */
export interface SecurityEvent {
  /** The notification kind, e.g. `security.sign_in`, `security.passkey_added`, `security.password_changed`. */
  kind: string;
  at: string;
  /** The kind's plain sentence (for a kind the page has no words of its own for). */
  sentence: string;
  /** What the event carries, e.g. `{device: "Firefox on Android"}` or `{via: "reset"}`. */
  data: Record<string, string>;
}

/** GET /api/account/safety-check: every way into the account, in one answer. */
export interface SafetyCheck {
  sessions: AccountSession[];
  passkeys: Passkey[];
  resetLinks: PendingResetLink[];
  /** `changedAt` null: not changed since the account was made. */
  email: { address: string; changedAt: string | null };
  /** At most SAFETY_CHECK_EVENTS, newest first. */
  events: SecurityEvent[];
}

export const SAFETY_CHECK_EVENTS = 20;

/** POST /api/account/secure: what it ended, removed and voided (one transaction). */
export interface AccountSecured {
  endedSessions: number;
  removedPasskeys: number;
  voidedResetLinks: number;
}

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
