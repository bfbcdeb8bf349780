import { Injectable } from '@nestjs/common';
import { PassportSerializer } from '@nestjs/passport';
import { AuthUser } from '../../common/http/auth-user';
import { UsersService } from '../users/users.service';

/** The session holds only the user id; each request reads the user's current flags. */
@Injectable()
export class SessionSerializer extends PassportSerializer {
  constructor(private readonly users: UsersService) {
    super();
  }

  serializeUser(user: AuthUser, done: (err: unknown, id?: string) => void): void {
    done(null, user.id);
  }

  /**
   * Not on the request path: the session store reads the user in the same query as the session
   * (PgSessionStore.attachUser). Kept for passport's contract, e.g. for passport.session() users.
   */
  deserializeUser(id: string, done: (err: unknown, user?: AuthUser | false) => void): void {
    this.users
      .findAuthUser(id)
      .then((user) => done(null, user ?? false))
      .catch((err) => done(err));
  }
}
