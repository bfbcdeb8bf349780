import { PASSWORD_RESET_EMAIL_MINUTES, PASSWORD_RESET_LINK_HOURS, PasswordResetLink, PasswordResetLinkPending, PendingPasswordResetLink } from '@pfe/contracts';
import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { Tx } from '../../common/database/sql-repository';
import { HIT_STORE } from '../../common/rate-limit/hit-store.provider';
import { HitStore, RateLimiter } from '../../common/rate-limit/rate-limiter';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { ActivityService } from '../activity/activity.service';
import { hashPassword } from '../auth/password-hasher';
import { AuthRateLimits } from '../auth/rate-limits.provider';
import { MailOutboxService } from '../notifications/mail-outbox.service';
import { NotificationsService } from '../notifications/notifications.service';
import { normalizeEmail } from '../users/users.service';
import { changeCredentials } from './credentials';
import { RESET_TOKEN_PATTERN, resetToken, resetUrl, tokenHash } from './password-reset-token';
import { PasswordResetErrors } from './password-reset.errors';
import { passwordResetMail } from './password-reset.mail';
import { PasswordResetRepository } from './password-reset.repository';

/**
 * Reset requests per address per window, whatever RATE_LIMIT_MAX_PER_ACCOUNT says (it is higher):
 * from one source (the fourth is a 429), and emails to one address from every source together (past
 * it a request is answered as any other and sends nothing, so six sources cannot send her eighteen).
 */
const REQUESTS_PER_ADDRESS = 3;

/**
 * Password recovery: a link by email (30 minutes) or one an admin makes (24 hours); either sets a
 * new password once through `confirm`, which follows the recovery rule (credentials.ts: every
 * session ends, every passkey and every other reset link goes) and tells her.
 */
@Injectable()
export class PasswordResetService implements OnModuleInit {
  private readonly requestLimit: RateLimiter;
  private readonly confirmLimit: RateLimiter;
  private readonly logger = new Logger('PasswordReset');

  constructor(
    private readonly resets: PasswordResetRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(HIT_STORE) private readonly hits: HitStore,
    private readonly notifications: NotificationsService,
    private readonly mail: MailOutboxService,
    private readonly activity: ActivityService,
    private readonly authLimits: AuthRateLimits,
  ) {
    const { windowSeconds, maxPerIp, maxPerAccount, ipv6PrefixBits } = config.rateLimit;
    this.requestLimit = new RateLimiter(hits, 'password-reset', windowSeconds, maxPerIp, Math.min(REQUESTS_PER_ADDRESS, maxPerAccount), ipv6PrefixBits);
    this.confirmLimit = new RateLimiter(hits, 'password-reset-confirm', windowSeconds, maxPerIp, maxPerAccount, ipv6PrefixBits);
  }

  /** Its emails render here: the link is made from the reset's id at send time, while it is still good. */
  onModuleInit(): void {
    this.mail.renderPasswordResetsWith(async (tx, resetId, common) => {
      if (!(await this.resets.linkLive(tx, resetId))) return null;
      return passwordResetMail({ ...common, url: resetUrl(this.config.publicUrl, resetToken(this.config.sessionSecret, resetId)) });
    });
  }

  /**
   * "Forgot password?": the caller learns nothing about the address. The route answers the same
   * bytes whatever happens here, and in the same time: the limits (the same for known and unknown
   * addresses) are checked before the answer, and the link is made and queued after it, so a known
   * address's extra writes never show in the answer's timing. With mail configured, a known address
   * gets a new link (replacing its earlier emailed ones) through the outbox after commit. Limited per
   * address and source, per source, and in emails per address across sources.
   */
  async request(email: string, ip: string): Promise<void> {
    const address = normalizeEmail(email);
    await this.requestLimit.consume(ip, address);
    if (!this.mail.enabled) return;
    setImmediate(() => void this.queue(address).catch((err: Error) => this.logger.error(`A reset link could not be queued: ${err.message}`)));
  }

  /** Makes and queues the emailed link of a known address (nothing for an unknown one), within the per-address cap. */
  private async queue(address: string): Promise<void> {
    const { count } = await this.hits.hit(`password-reset:to:${address}`, this.config.rateLimit.windowSeconds);
    if (count > REQUESTS_PER_ADDRESS) return;
    const id = randomUUID();
    const hash = tokenHash(resetToken(this.config.sessionSecret, id));
    if (await this.resets.replaceEmailLink(id, address, hash, PASSWORD_RESET_EMAIL_MINUTES)) this.mail.kick();
  }

  /**
   * Sets the new password with a live token, once: the conditional update lets exactly one of two
   * simultaneous uses through. Then the recovery rule (changeCredentials): every session ends (on
   * every node, through the sessions trigger), every other reset link stops working and every
   * passkey goes (one planted by whoever had the account included); she is told.
   */
  async confirm(token: string, newPassword: string, ip: string): Promise<void> {
    await this.confirmLimit.consume(ip);
    if (!RESET_TOKEN_PATTERN.test(token)) throw PasswordResetErrors.invalidToken();
    const hash = tokenHash(token);
    if (!(await this.resets.isLive(hash))) throw PasswordResetErrors.invalidToken();
    const passwordHash = await hashPassword(newPassword);
    const email = await this.resets.transaction(async (tx) => {
      const reset = await this.resets.use(tx, hash);
      if (!reset) throw PasswordResetErrors.invalidToken();
      const changed = await changeCredentials(tx, { userId: reset.user_id, passwordHash, keepSession: null, passkeys: 'all' });
      if (!changed) throw PasswordResetErrors.invalidToken();
      await this.notifications.notify(tx, reset.user_id, 'security.password_changed', { data: { via: 'reset' } });
      if (reset.source === 'admin') await this.notifications.notify(tx, reset.user_id, 'security.reset_link_used');
      return reset.email;
    });
    // She may have locked herself out guessing: the new password works at once.
    await this.authLimits.login.resetAccount(email, ip);
  }

  /**
   * An admin's one-time link for a member (24 hours), to pass on through the support channel; never
   * for an admin account (another admin's reset goes through the CLI on the server). It replaces the
   * member's earlier admin links, pending ones included. While the platform has one admin the link is
   * made at once; with two or more it waits, without a token, for another admin's `approve` (four
   * eyes: no admin alone can take over a member's account). The activity log records the request
   * and the approval (never the token); she is told, in the app and by email, once a link exists.
   */
  async adminLink(adminId: string, userId: string): Promise<PasswordResetLink | PasswordResetLinkPending> {
    const id = randomUUID();
    const issued = await this.resets.transaction(async (tx) => {
      await this.resets.lockAdminCount(tx);
      const user = await this.resets.lockLiveUser(tx, userId);
      if (!user) throw PasswordResetErrors.userNotFound();
      if (user.isAdmin) throw PasswordResetErrors.adminAccount();
      const alone = (await this.resets.countLiveAdmins(tx)) <= 1;
      const expiresAt = await this.resets.replaceAdminLink(tx, {
        id,
        userId,
        hash: alone ? tokenHash(resetToken(this.config.sessionSecret, id)) : null,
        createdBy: adminId,
        hours: PASSWORD_RESET_LINK_HOURS,
      });
      await this.activity.record(tx, adminId, {
        action: alone ? 'create_password_reset_link' : 'request_password_reset_link',
        targetType: 'user',
        targetId: userId,
        details: alone ? { expiresAt: expiresAt.toISOString(), approval: 'only admin' } : { resetLinkId: id },
      });
      if (alone) await this.notifications.notify(tx, userId, 'security.reset_link_issued');
      return alone ? expiresAt : null;
    });
    if (!issued) return { id, status: 'pending' };
    return { url: resetUrl(this.config.publicUrl, resetToken(this.config.sessionSecret, id)), expiresAt: issued.toISOString() };
  }

  /**
   * Another admin approves a pending link: it gets its token and 24 hours from now, and the approver
   * gets the URL, once (it is stored nowhere; asking again is a 409). One conditional update: of two
   * approvals at once exactly one goes through. The creator cannot approve her own request, and a
   * member who became an admin meanwhile gets no link.
   */
  async approveAdminLink(adminId: string, linkId: string): Promise<PasswordResetLink> {
    const token = resetToken(this.config.sessionSecret, linkId);
    const expiresAt = await this.resets.transaction(async (tx) => {
      const row = await this.resets.approve(tx, { linkId, adminId, hash: tokenHash(token), hours: PASSWORD_RESET_LINK_HOURS });
      if (!row) throw await this.whyNotApproved(tx, adminId, linkId);
      await this.activity.record(tx, adminId, {
        action: 'approve_password_reset_link',
        targetType: 'user',
        targetId: row.user_id,
        details: { resetLinkId: linkId, requestedBy: row.created_by, expiresAt: row.expires_at.toISOString() },
      });
      await this.notifications.notify(tx, row.user_id, 'security.reset_link_issued');
      return row.expires_at;
    });
    return { url: resetUrl(this.config.publicUrl, token), expiresAt: expiresAt.toISOString() };
  }

  /** The admin links waiting for a second admin, oldest first. */
  async pendingAdminLinks(adminId: string): Promise<PendingPasswordResetLink[]> {
    const rows = await this.resets.pending();
    return rows.map((r) => ({
      id: r.id,
      userId: r.user_id,
      userEmail: r.user_email,
      createdBy: r.created_by,
      createdByEmail: r.created_by_email,
      mine: r.created_by === adminId,
      createdAt: r.created_at.toISOString(),
      expiresAt: r.expires_at.toISOString(),
    }));
  }

  /** Why an approval went nowhere: an unknown id, the caller's own request, an admin account, or no longer pending. */
  private async whyNotApproved(tx: Tx, adminId: string, linkId: string): Promise<Error> {
    const row = await this.resets.linkState(tx, linkId);
    if (!row) return PasswordResetErrors.linkNotFound();
    if (row.pending && row.created_by === adminId) return PasswordResetErrors.ownLink();
    if (row.pending && row.is_admin) return PasswordResetErrors.adminAccount();
    return PasswordResetErrors.notPending();
  }
}
