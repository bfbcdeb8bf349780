import { SAFETY_CHECK_EVENTS, SafetyCheck } from '@pfe/contracts';
import { Injectable } from '@nestjs/common';
import { NotificationsService } from '../notifications/notifications.service';
import { AccountSessionsService } from './account-sessions.service';
import { AccountErrors } from './account.errors';
import { AccountRepository } from './account.repository';
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
    private readonly account: AccountRepository,
    private readonly sessions: AccountSessionsService,
    private readonly passkeys: PasskeysService,
    private readonly notifications: NotificationsService,
  ) {}

  async check(userId: string, currentSid: string): Promise<SafetyCheck> {
    const account = await this.account.email(userId);
    if (!account) throw AccountErrors.alreadyDeleted();
    const links = await this.account.openResetLinks(userId);
    return {
      sessions: await this.sessions.list(userId, currentSid),
      passkeys: await this.passkeys.list(userId, currentSid),
      resetLinks: links.map((l) => ({ kind: l.source, createdAt: l.createdAt.toISOString(), expiresAt: l.expiresAt.toISOString() })),
      email: { address: account.email, changedAt: account.changedAt?.toISOString() ?? null },
      events: await this.notifications.securityEvents(userId, SAFETY_CHECK_EVENTS),
    };
  }
}
