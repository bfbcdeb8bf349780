import { PASSWORD_RESET_EMAIL_MINUTES, PASSWORD_RESET_LINK_HOURS, PasswordResetLink, PasswordResetLinkPending, PendingPasswordResetLink } from '@pfe/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { AdvisoryLock, lockXact } from '../../common/locks/advisory-locks';
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

/** Reset requests per address per window, whatever RATE_LIMIT_MAX_PER_ACCOUNT says (it is higher). */
const REQUESTS_PER_ADDRESS = 3;

/** An admin link waiting for a second admin: no token yet, not used, not lapsed. */
const PENDING = `r.source = 'admin' AND r.token_hash IS NULL AND r.used_at IS NULL AND r.expires_at > now()`;

interface PendingRow {
  id: string;
  user_id: string;
  user_email: string;
  created_by: string | null;
  created_by_email: string | null;
  created_at: Date;
  expires_at: Date;
}

/**
 * Password recovery: a link by email (30 minutes) or one an admin makes (24 hours); either sets a
 * new password once through `confirm`, which follows the recovery rule (credentials.ts: every
 * session ends, every passkey and every other reset link goes) and tells her.
 */
@Injectable()
export class PasswordResetService {
  private readonly requestLimit: RateLimiter;
  private readonly confirmLimit: RateLimiter;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(HIT_STORE) hits: HitStore,
    private readonly notifications: NotificationsService,
    private readonly mail: MailOutboxService,
    private readonly activity: ActivityService,
    private readonly authLimits: AuthRateLimits,
  ) {
    const { windowSeconds, maxPerIp, maxPerAccount, ipv6PrefixBits } = config.rateLimit;
    this.requestLimit = new RateLimiter(hits, 'password-reset', windowSeconds, maxPerIp, Math.min(REQUESTS_PER_ADDRESS, maxPerAccount), ipv6PrefixBits);
    this.confirmLimit = new RateLimiter(hits, 'password-reset-confirm', windowSeconds, maxPerIp, maxPerAccount, ipv6PrefixBits);
  }

  /**
   * "Forgot password?": the caller learns nothing about the address (the route answers the same
   * bytes whatever happens here, and known and unknown addresses take the same one statement).
   * With mail configured, a known address gets a new link (replacing its earlier emailed ones)
   * through the outbox after commit. Limited per address and per source.
   */
  async request(email: string, ip: string): Promise<void> {
    const address = normalizeEmail(email);
    await this.requestLimit.consume(ip, address);
    if (!this.mail.enabled) return;
    const id = randomUUID();
    const hash = tokenHash(resetToken(this.config.sessionSecret, id));
    const queued: unknown[] = await this.db.query(
      `WITH u AS (SELECT id FROM users WHERE email = $2 AND deleted_at IS NULL),
         replaced AS (UPDATE password_resets SET used_at = now() WHERE user_id IN (SELECT id FROM u) AND source = 'email' AND used_at IS NULL),
         r AS (
           INSERT INTO password_resets (id, user_id, token_hash, source, expires_at)
           SELECT $1, u.id, $3, 'email', now() + make_interval(mins => $4) FROM u RETURNING id, user_id
         )
       INSERT INTO mail_outbox (user_id, password_reset_id) SELECT user_id, id FROM r RETURNING id`,
      [id, address, hash, PASSWORD_RESET_EMAIL_MINUTES],
    );
    if (queued.length > 0) this.mail.kick();
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
    const live = await this.db.query(`SELECT 1 FROM password_resets WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()`, [hash]);
    if (live.length === 0) throw PasswordResetErrors.invalidToken();
    const passwordHash = await hashPassword(newPassword);
    const email = await this.db.transaction(async (tx) => {
      const [[reset]]: [{ user_id: string; email: string; source: string }[], number] = await tx.query(
        `UPDATE password_resets r SET used_at = now() FROM users u
         WHERE r.token_hash = $1 AND r.used_at IS NULL AND r.expires_at > now() AND u.id = r.user_id RETURNING r.user_id, u.email, r.source`,
        [hash],
      );
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
    const issued = await this.db.transaction(async (tx) => {
      // Shared with demotions and deletions: the count of admins holds until this commits.
      await lockXact(tx, AdvisoryLock.adminFlag, 'shared');
      const [user]: { is_admin: boolean }[] = await tx.query(`SELECT is_admin FROM users WHERE id = $1 AND deleted_at IS NULL FOR UPDATE`, [userId]);
      if (!user) throw PasswordResetErrors.userNotFound();
      if (user.is_admin) throw PasswordResetErrors.adminAccount();
      const [{ admins }]: { admins: number }[] = await tx.query(`SELECT count(*)::int AS admins FROM users WHERE is_admin AND deleted_at IS NULL`);
      await tx.query(`UPDATE password_resets SET used_at = now() WHERE user_id = $1 AND source = 'admin' AND used_at IS NULL`, [userId]);
      const alone = admins <= 1;
      const [row]: { expires_at: Date }[] = await tx.query(
        `INSERT INTO password_resets (id, user_id, token_hash, source, created_by, expires_at)
         VALUES ($1, $2, $3, 'admin', $4, now() + make_interval(hours => $5)) RETURNING expires_at`,
        [id, userId, alone ? tokenHash(resetToken(this.config.sessionSecret, id)) : null, adminId, PASSWORD_RESET_LINK_HOURS],
      );
      await this.activity.record(tx, adminId, {
        action: alone ? 'create_password_reset_link' : 'request_password_reset_link',
        targetType: 'user',
        targetId: userId,
        details: alone ? { expiresAt: row.expires_at.toISOString(), approval: 'only admin' } : { resetLinkId: id },
      });
      if (alone) await this.notifications.notify(tx, userId, 'security.reset_link_issued');
      return alone ? row.expires_at : null;
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
    const expiresAt = await this.db.transaction(async (tx) => {
      const [[row]]: [{ user_id: string; created_by: string | null; expires_at: Date }[], number] = await tx.query(
        `UPDATE password_resets r SET token_hash = $3, approved_by = $2, approved_at = now(), expires_at = now() + make_interval(hours => $4)
         WHERE r.id = $1 AND ${PENDING} AND r.created_by IS DISTINCT FROM $2
           AND EXISTS (SELECT 1 FROM users u WHERE u.id = r.user_id AND u.deleted_at IS NULL AND NOT u.is_admin)
         RETURNING r.user_id, r.created_by, r.expires_at`,
        [linkId, adminId, tokenHash(token), PASSWORD_RESET_LINK_HOURS],
      );
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
    const rows: PendingRow[] = await this.db.query(
      `SELECT r.id, r.user_id, u.email AS user_email, r.created_by, c.email AS created_by_email, r.created_at, r.expires_at
       FROM password_resets r JOIN users u ON u.id = r.user_id AND u.deleted_at IS NULL LEFT JOIN users c ON c.id = r.created_by
       WHERE ${PENDING} ORDER BY r.created_at, r.id LIMIT 200`,
    );
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
  private async whyNotApproved(tx: EntityManager, adminId: string, linkId: string): Promise<Error> {
    const [row]: { created_by: string | null; is_admin: boolean; pending: boolean }[] = await tx.query(
      `SELECT r.created_by, u.is_admin, (${PENDING}) AS pending FROM password_resets r JOIN users u ON u.id = r.user_id WHERE r.id = $1 AND r.source = 'admin'`,
      [linkId],
    );
    if (!row) return PasswordResetErrors.linkNotFound();
    if (row.pending && row.created_by === adminId) return PasswordResetErrors.ownLink();
    if (row.pending && row.is_admin) return PasswordResetErrors.adminAccount();
    return PasswordResetErrors.notPending();
  }
}
