import { DEFAULT_LANGUAGE, type AccountExport, type AccountSecured, type AccountSettings, type PasswordChanged } from '@pfe/contracts';
import { Injectable, Logger } from '@nestjs/common';
import { AuthUser } from '../../common/http/auth-user';
import { ActivityService } from '../activity/activity.service';
import { hashPassword } from '../auth/password-hasher';
import { AccountDataRegistry } from '../account-data/account-data.registry';
import { AccountErrors } from './account.errors';
import { AccountRepository } from './account.repository';
import { changeCredentials } from './credentials';
import { NotificationsService } from '../notifications/notifications.service';
import { PasswordConfirmations } from './password-confirmations.service';

@Injectable()
export class AccountService {
  private readonly logger = new Logger('Account');

  constructor(
    private readonly account: AccountRepository,
    private readonly registry: AccountDataRegistry,
    private readonly activity: ActivityService,
    private readonly confirmations: PasswordConfirmations,
    private readonly notifications: NotificationsService,
  ) {}

  async settings(userId: string): Promise<AccountSettings> {
    const row = await this.account.settings(userId);
    return { discreetMode: row?.discreetMode ?? false, quickExitKeepsSignedIn: row?.quickExitKeepsSignedIn ?? false, language: row?.language ?? DEFAULT_LANGUAGE };
  }

  /** Changes the settings given (one statement: a setting left out keeps its value, or its default). */
  async updateSettings(userId: string, changes: Partial<AccountSettings>): Promise<AccountSettings> {
    if (changes.discreetMode === undefined && changes.quickExitKeepsSignedIn === undefined && changes.language === undefined) throw AccountErrors.noSettings();
    await this.account.saveSettings(userId, changes);
    return this.settings(userId);
  }

  /**
   * Checks the member's password under her session's own budget (PasswordConfirmations): asked
   * before deleting the account, changing the password and adding a passkey, so a stolen session
   * alone can do none of them, and its wrong guesses never spend the budget of her other sessions.
   */
  async confirmPassword(user: AuthUser, password: string, sid: string): Promise<void> {
    await this.confirmations.confirm(user, sid, password);
  }

  /**
   * Sets a new password through the recovery rule (changeCredentials): every other session ends,
   * every reset link stops working and, with `removePasskeys`, every passkey goes too (one planted
   * from a stolen session included). She is told (a security notification).
   */
  async changePassword(
    user: AuthUser,
    change: { currentPassword: string; newPassword: string; removePasskeys?: boolean },
    currentSid: string,
  ): Promise<PasswordChanged> {
    await this.confirmPassword(user, change.currentPassword, currentSid);
    if (change.currentPassword === change.newPassword) throw AccountErrors.samePassword();
    const passwordHash = await hashPassword(change.newPassword);
    return this.account.transaction(async (tx) => {
      const changed = await changeCredentials(tx, { userId: user.id, passwordHash, keepSession: currentSid, passkeys: change.removePasskeys ? 'all' : 'none' });
      if (!changed) throw AccountErrors.alreadyDeleted();
      await this.notifications.notify(tx, user.id, 'security.password_changed', { data: { via: 'settings' } });
      return { endedSessions: changed.endedSessions, removedPasskeys: changed.removedPasskeys };
    });
  }

  /**
   * Safety Check's "Secure my account": her password first (wrong: nothing changes), then in one
   * transaction every other session ends, every passkey but `keepPasskeyIds` goes (an id that is
   * not one of hers is a 404 and nothing changes), every reset link stops working and, if given,
   * the new password is set. Quietly: no notification and no email (the other devices only find
   * themselves signed out; an abuser reading her mail learns nothing).
   */
  async secure(
    user: AuthUser,
    request: { password: string; keepPasskeyIds?: string[]; newPassword?: string },
    currentSid: string,
  ): Promise<AccountSecured> {
    await this.confirmPassword(user, request.password, currentSid);
    if (request.newPassword !== undefined && request.newPassword === request.password) throw AccountErrors.samePassword();
    const passwordHash = request.newPassword === undefined ? undefined : await hashPassword(request.newPassword);
    const changed = await this.account.transaction((tx) =>
      changeCredentials(tx, { userId: user.id, passwordHash, keepSession: currentSid, passkeys: { keep: request.keepPasskeyIds ?? [] } }),
    );
    if (!changed) throw AccountErrors.alreadyDeleted();
    return changed;
  }

  /** Everything every feature holds about the member, read in one consistent snapshot. */
  async export(userId: string, now: Date = new Date()): Promise<AccountExport> {
    const sections: Record<string, unknown> = {};
    await this.account.snapshot(async (tx) => {
      for (const contributor of this.registry.all()) sections[contributor.key] = await contributor.export(tx, userId);
    });
    // Told after the snapshot (which is read-only): someone with her session took a copy of her data.
    await this.account.transaction((tx) => this.notifications.notify(tx, userId, 'security.data_export'));
    return { exportedAt: now.toISOString(), format: 'pfe-account-export/1', sections };
  }

  /**
   * Deletes the account: every contributor erases its part in one transaction (a failure leaves
   * everything as it was), then their after-commit work runs (closing chats). The last admin is
   * refused under the same lock that guards demotions, so two admins deleting at once cannot both
   * succeed. Deleting an account that is already deleted (a double tap: the first request went
   * through while the second was on its way) is what she asked for, so it succeeds and does nothing.
   */
  async delete(user: AuthUser, password: string, sid: string): Promise<void> {
    if (await this.account.isDeleted(user.id)) return;
    try {
      await this.confirmPassword(user, password, sid);
    } catch (err) {
      // The other tap may have erased the password meanwhile: then the account is gone, as asked.
      if (await this.account.isDeleted(user.id)) return;
      throw err;
    }
    const afterCommit = await this.account.transaction(async (tx) => {
      await this.account.lockAdminFlag(tx);
      const row = await this.account.lockAccount(tx, user.id);
      if (!row || row.deletedAt) return []; // deleted meanwhile by the other tap: done
      if (row.isAdmin && (await this.account.countLiveAdmins(tx)) <= 1) throw AccountErrors.lastAdmin();
      const work: (() => void | Promise<void>)[] = [];
      for (const contributor of this.registry.all()) {
        const after = await contributor.erase(tx, user.id);
        if (after) work.push(after);
      }
      // No personal data in the log: the id names the anonymised record.
      await this.activity.record(tx, null, { action: 'delete_account', targetType: 'user', targetId: user.id, details: { by: 'member' } });
      return work;
    });
    for (const work of afterCommit) {
      try {
        await work();
      } catch (err) {
        this.logger.error(`After-deletion work failed: ${(err as Error).message}`);
      }
    }
  }
}
