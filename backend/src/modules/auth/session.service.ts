import { Inject, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { AuthUser } from '../../common/http/auth-user';
import '../account/session-meta';

export const SESSION_COOKIE = 'pfe.sid';

/** Starting and ending server-side sessions. */
@Injectable()
export class SessionService {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** Signs the user in on a fresh session id (passport regenerates the session). */
  async signIn(req: Request, user: AuthUser): Promise<void> {
    await new Promise<void>((resolve, reject) => req.login(user, (err) => (err ? reject(err) : resolve())));
    this.stamp(req);
  }

  /** Notes when and from which user agent this session signed in (the member's session list shows it). */
  stamp(req: Request): void {
    if (!req.session) return;
    req.session.meta = { createdAt: new Date().toISOString(), userAgent: (req.get('user-agent') ?? '').slice(0, 300) };
  }

  /** Deletes the server-side session and clears the cookie. */
  async signOut(req: Request, res: Response): Promise<void> {
    if (req.session) {
      await new Promise<void>((resolve, reject) => req.session.destroy((err) => (err ? reject(err) : resolve())));
    }
    res.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: this.config.nodeEnv === 'production' });
  }
}
