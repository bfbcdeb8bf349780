import { SAFETY_CHECK_EVENTS, SafetyCheck } from '@pfe/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { NotificationsService } from '../notifications/notifications.service';
import { AccountSessionsService } from './account-sessions.service';
import { AccountErrors } from './account.errors';
import { PasskeysService } from './passkeys.service';

/**
 * Safety Check: every way into the member's account, in one answer: her signed-in devices (as
 * Settings lists them), her passkeys (where and when each was added), the reset links not used
 * yet (their kind and dates, never a token or anything that yields one), her email address and
 * when it changed, and the recent security events.
 */
@Injectable()
export class SafetyCheckService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly sessions: AccountSessionsService,
    private readonly passkeys: PasskeysService,
    private readonly notifications: NotificationsService,
  ) {}

  async check(userId: string, currentSid: string): Promise<SafetyCheck> {
    const [account]: { email: string; email_changed_at: Date | null }[] = await this.db.query(
      `SELECT email, email_changed_at FROM users WHERE id = $1 AND deleted_at IS NULL`,
      [userId],
    );
    if (!account) throw AccountErrors.alreadyDeleted();
    const links: { source: 'email' | 'admin'; created_at: Date; expires_at: Date }[] = await this.db.query(
      `SELECT source, created_at, expires_at FROM password_resets
       WHERE user_id = $1 AND used_at IS NULL AND expires_at > now() ORDER BY created_at DESC`,
      [userId],
    );
    return {
      sessions: await this.sessions.list(userId, currentSid),
      passkeys: await this.passkeys.list(userId, currentSid),
      resetLinks: links.map((l) => ({ kind: l.source, createdAt: l.created_at.toISOString(), expiresAt: l.expires_at.toISOString() })),
      email: { address: account.email, changedAt: account.email_changed_at?.toISOString() ?? null },
      events: await this.notifications.securityEvents(userId, SAFETY_CHECK_EVENTS),
    };
  }
}
