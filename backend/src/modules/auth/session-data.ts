/** What a stored session holds (sessions.sess): read by the session layer (session.ts) and the store (pg-session.store.ts). */

/** The cookie part of a stored session (the shape express-session wrote, kept so old rows still read). */
export interface SessionCookieData {
  originalMaxAge: number;
  expires: string;
  httpOnly: boolean;
  path: string;
  sameSite: 'lax';
  secure: boolean;
}

/** What the platform keeps in a session. */
export interface SessionData {
  cookie: SessionCookieData;
  /** passport's record of the signed-in user (its SessionManager writes it). */
  passport?: { user?: string };
  /** When this sign-in happened and the user agent it came from (for the member's session list). */
  meta?: { createdAt: string; userAgent: string };
  /** A pending WebAuthn ceremony's challenge, single use, short-lived. */
  webauthn?: { kind: 'registration' | 'authentication'; challenge: string; expiresAt: number };
  /** Set on every session of a member whose privileges another actor changed: the id is renewed at its next request. */
  rotate?: boolean;
}
