import 'express-session';

/** What the platform keeps in a session besides passport's user id. */
declare module 'express-session' {
  interface SessionData {
    /** When this sign-in happened and the user agent it came from (for the member's session list). */
    meta?: { createdAt: string; userAgent: string };
    /** A pending WebAuthn ceremony's challenge, single use, short-lived. */
    webauthn?: { kind: 'registration' | 'authentication'; challenge: string; expiresAt: number };
  }
}
