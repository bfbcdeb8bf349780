import { Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AuthUser } from '../../common/http/auth-user';
import { SuspensionRepository } from '../safety/suspension.repository';
import { SessionLayer } from './session';

export const SESSION_COOKIE = 'pfe.sid';

type SignInRequest = FastifyRequest & { login?: (user: AuthUser, cb: (err?: unknown) => void) => void };

/** Starting and ending server-side sessions. */
@Injectable()
export class SessionService {
  constructor(
    private readonly sessions: SessionLayer,
    private readonly suspensions: SuspensionRepository,
  ) {}

  /** Signs the user in on a fresh session id (passport regenerates the session); a suspended account is refused (403 account.suspended). */
  async signIn(req: FastifyRequest, user: AuthUser): Promise<void> {
    await this.suspensions.assertNotSuspended(user.id);
    const login = (req as SignInRequest).login;
    if (!login) throw new Error('Sign-in needs passport on the request (a request that may change data)');
    await new Promise<void>((resolve, reject) => login.call(req, user, (err) => (err ? reject(err) : resolve())));
    this.stamp(req);
  }

  /** Notes when and from which user agent this session signed in (the member's session list shows it). */
  stamp(req: FastifyRequest): void {
    if (!req.session) return;
    req.session.meta = { createdAt: new Date().toISOString(), userAgent: (req.headers['user-agent'] ?? '').slice(0, 300) };
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
