import { Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AuthUser } from '../../common/http/auth-user';
import { SuspensionRepository } from '../safety/suspension.repository';
import { SessionLayer } from './session';

export const SESSION_COOKIE = 'pfe.sid';

/**
 * Starting and ending server-side sessions. Every sign-in comes here (registration, and the
 * password and passkey Passport strategies once their AuthGuard has authenticated the member):
 * passport checks who she is, this starts her session (docs/architecture.md, Passport).
 */
@Injectable()
export class SessionService {
  constructor(
    private readonly sessions: SessionLayer,
    private readonly suspensions: SuspensionRepository,
  ) {}

  /**
   * Signs the user in on a fresh session id (the old one deleted), recording who (`passport.user`,
   * the shape passport's SessionManager writes) and when, from which user agent (the member's
   * session list shows it); a suspended account is refused (403 account.suspended).
   */
  async signIn(req: FastifyRequest, user: AuthUser): Promise<void> {
    await this.suspensions.assertNotSuspended(user.id);
    await this.sessions.signIn(req, {
      passport: { user: user.id },
      meta: { createdAt: new Date().toISOString(), userAgent: (req.headers['user-agent'] ?? '').slice(0, 300) },
    });
  }

  /**
   * The request's member gained or lost privileges (invite redeemed, password changed): its session
   * answers with a new id. (Every other session of hers is renewed at its next request: a trigger on
   * `users` marks them, whoever made the change; see the session-hygiene migration.)
   */
  renewId(req: FastifyRequest): void {
    this.sessions.renewId(req);
  }

  /** Deletes the server-side session and clears the cookie. */
  async signOut(req: FastifyRequest, res: FastifyReply): Promise<void> {
    const session = req.session;
    if (session) await new Promise<void>((resolve, reject) => session.destroy((err) => (err ? reject(err) : resolve())));
    this.sessions.clearCookie(res);
  }
}
