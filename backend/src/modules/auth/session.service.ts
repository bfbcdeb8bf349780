import { Inject, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { AuthUser } from '../../common/http/auth-user';

export const SESSION_COOKIE = 'pfe.sid';

/** Starting and ending server-side sessions. */
@Injectable()
export class SessionService {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** Signs the user in on a fresh session id (passport regenerates the session). */
  signIn(req: Request, user: AuthUser): Promise<void> {
    return new Promise((resolve, reject) => req.login(user, (err) => (err ? reject(err) : resolve())));
  }

  /** Deletes the server-side session and clears the cookie. */
  async signOut(req: Request, res: Response): Promise<void> {
    if (req.session) {
      await new Promise<void>((resolve, reject) => req.session.destroy((err) => (err ? reject(err) : resolve())));
    }
    res.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: this.config.nodeEnv === 'production' });
  }
}
