import { createHash, createHmac } from 'node:crypto';

/**
 * A reset's token is derived from its row id under the server's secret, so the database holds
 * neither the token nor anything that yields it: only its SHA-256 (what the confirm route looks up).
 * Its email (password-reset.mail.ts, rendered when the outbox sends it) recomputes the token from the id.
 */
export function resetToken(secret: string, resetId: string): string {
  return createHmac('sha256', secret).update(`password-reset:${resetId}`).digest('base64url');
}

export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** 43 base64url characters (an HMAC-SHA256); anything else is no token of ours. */
export const RESET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const resetUrl = (publicUrl: string, token: string) => `${publicUrl}/reset-password?token=${token}`;
