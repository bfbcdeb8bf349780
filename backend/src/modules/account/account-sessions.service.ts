import type { AccountSession } from '@pfe/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { createHmac } from 'node:crypto';
import { Tx } from '../../common/database/sql-repository';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { AccountRepository } from './account.repository';
import { AccountErrors } from './account.errors';
import { describeDevice } from '../auth/device';

/**
 * A member's own sessions. A session is named by an opaque handle (an HMAC of its id under the
 * session secret), so a list never carries a token that could be replayed as a cookie. Deleting a
 * row ends the session at once: the next request reads no session, and the `sessions` trigger
 * closes that session's sockets on every node.
 */
@Injectable()
export class AccountSessionsService {
  constructor(
    private readonly account: AccountRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  handleOf(sid: string): string {
    return createHmac('sha256', this.config.sessionSecret).update(`session-handle:${sid}`).digest('base64url').slice(0, 32);
  }

  async list(userId: string, currentSid: string, tx?: Tx): Promise<AccountSession[]> {
    const maxAgeMs = this.config.sessionMaxAgeDays * 24 * 60 * 60 * 1000;
    const sessions = (await this.account.liveSessions(userId, tx)).map((row) => ({
      id: this.handleOf(row.sid),
      current: row.sid === currentSid,
      createdAt: row.sess.meta?.createdAt ?? null,
      // The expiry slides with use (written back at most every five minutes): last use = expiry − lifetime.
      lastSeenAt: new Date(new Date(row.expire).getTime() - maxAgeMs).toISOString(),
      device: describeDevice(row.sess.meta?.userAgent),
    }));
    return sessions.sort((a, b) => Number(b.current) - Number(a.current) || b.lastSeenAt.localeCompare(a.lastSeenAt) || a.id.localeCompare(b.id));
  }

  /** Ends one of the caller's sessions; another member's (or an unknown) handle is a 404. */
  async revoke(userId: string, handle: string): Promise<{ sid: string }> {
    const row = (await this.account.liveSessions(userId)).find((r) => this.handleOf(r.sid) === handle);
    if (!row) throw AccountErrors.sessionNotFound();
    if (!(await this.account.endSession(userId, row.sid))) throw AccountErrors.sessionNotFound();
    return { sid: row.sid };
  }

  /** Ends every session of the member but `keepSid`; answers how many. */
  revokeOthers(userId: string, keepSid: string | null, tx?: Tx): Promise<number> {
    return this.account.endSessionsBut(userId, keepSid, tx);
  }
}
