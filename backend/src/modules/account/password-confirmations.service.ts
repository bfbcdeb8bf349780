import { PASSWORD_CONFIRMATIONS_PER_SESSION } from '@pfe/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { AuthUser } from '../../common/http/auth-user';
import { HIT_STORE } from '../../common/rate-limit/hit-store.provider';
import { HitStore } from '../../common/rate-limit/rate-limiter';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { verifyAgainstDummy, verifyPassword } from '../auth/password-hasher';
import { NotificationsService } from '../notifications/notifications.service';
import { AccountErrors } from './account.errors';
import { AccountSessionsService } from './account-sessions.service';
import { AccountRepository } from './account.repository';

/**
 * The password asked inside a session (changing it, adding a passkey, deleting the account,
 * securing it): limited per session, not per account or address. A stolen session spends only its
 * own budget, so the member's own session (on the same network) can still change her password; the
 * attempt after the last wrong one ends that session on every node (its row goes: the sessions
 * trigger closes its sockets) and the member is told once, in the app and by email.
 * One call where a password is asked: `await budget.confirm(user, sid, password)`.
 */
@Injectable()
export class PasswordConfirmations {
  private readonly windowSeconds: number;

  constructor(
    private readonly account: AccountRepository,
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(HIT_STORE) private readonly hits: HitStore,
    private readonly sessions: AccountSessionsService,
    private readonly notifications: NotificationsService,
  ) {
    // The session's whole life: its budget never refills while it lasts.
    this.windowSeconds = config.sessionMaxAgeDays * 24 * 60 * 60;
  }

  /**
   * Checks `password` for the member of session `sid`. A wrong one is a 400 while the session has
   * budget left; the wrong one that spends it (and any attempt after it) ends the session: a 401.
   * Concurrent attempts each take their own count (one atomic increment), so a burst cannot pass
   * more than the budget through the check.
   */
  async confirm(user: AuthUser, sid: string, password: string): Promise<void> {
    const key = `password-confirm:session:${this.sessions.handleOf(sid)}`;
    const { count } = await this.hits.hit(key, this.windowSeconds);
    if (count > PASSWORD_CONFIRMATIONS_PER_SESSION) throw await this.endSession(user.id, sid);
    const hash = await this.account.passwordHash(user.id);
    const ok = hash ? await verifyPassword(hash, password) : await verifyAgainstDummy(password);
    if (ok) return this.hits.reset(key);
    if (count >= PASSWORD_CONFIRMATIONS_PER_SESSION) throw await this.endSession(user.id, sid);
    throw AccountErrors.wrongPassword();
  }

  /** Ends the session (once: the one request that deletes its row tells her) and answers the error to throw. */
  private async endSession(userId: string, sid: string): Promise<Error> {
    await this.account.transaction(async (tx) => {
      if (await this.account.endSession(userId, sid, tx)) await this.notifications.notify(tx, userId, 'security.session_guessing');
    });
    return AccountErrors.tooManyWrongPasswords();
  }
}
