import { Inject, Injectable } from '@nestjs/common';
import { parse as parseCookies, serialize as serializeCookie } from 'cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { normalizeEmail } from '../users/users.service';

export const DEVICE_COOKIE = 'pfe.device';
/** How long a browser stays trusted for the account it last signed in to (renewed at each sign-in). */
const DEVICE_COOKIE_DAYS = 180;

/**
 * OWASP "device cookies": a browser that signed in to an account holds a signed cookie naming that
 * account (by an HMAC of its address: the cookie itself says nothing readable) and a random nonce.
 * The sign-in form's lockout for that account then spares this browser: its failures count against
 * its own nonce only, while failures from untrusted clients lock out untrusted clients only. The
 * cookie survives sign-out (it grants nothing by itself: the password is still asked).
 */
@Injectable()
export class DeviceCookies {
  private readonly name: string;
  private readonly secure: boolean;
  private readonly secrets: string[];

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.secure = config.nodeEnv === 'production';
    this.name = this.secure ? `__Host-${DEVICE_COOKIE}` : DEVICE_COOKIE;
    this.secrets = [config.sessionSecret, ...config.previousSessionSecrets];
  }

  /** The nonce of the request's device cookie when it was issued for `email`; else undefined (an untrusted client). */
  trustedFor(req: FastifyRequest, email: string): string | undefined {
    const value = req.headers.cookie ? parseCookies(req.headers.cookie)[this.name] : undefined;
    const match = value ? /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/.exec(value) : null;
    if (!match) return undefined;
    const [, nonce, mac] = match;
    const given = Buffer.from(mac);
    const valid = this.secrets.some((secret) => {
      const expected = Buffer.from(this.sign(secret, email, nonce));
      return expected.length === given.length && timingSafeEqual(expected, given);
    });
    return valid ? nonce : undefined;
  }

  /** After a successful sign-in: this browser is trusted for `email` (a new nonce each time). */
  issue(reply: FastifyReply, email: string): void {
    const nonce = randomBytes(16).toString('base64url');
    reply.header(
      'set-cookie',
      serializeCookie(this.name, `${nonce}.${this.sign(this.secrets[0], email, nonce)}`, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: this.secure,
        maxAge: DEVICE_COOKIE_DAYS * 24 * 60 * 60,
      }),
    );
  }

  private sign(secret: string, email: string, nonce: string): string {
    return createHmac('sha256', secret).update(`device:${normalizeEmail(email)}:${nonce}`).digest('base64url');
  }
}
