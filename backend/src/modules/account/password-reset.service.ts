import { PASSWORD_RESET_EMAIL_MINUTES, PASSWORD_RESET_LINK_HOURS, PasswordResetLink } from '@pfe/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
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
      const [[reset]]: [{ user_id: string; email: string }[], number] = await tx.query(
        `UPDATE password_resets r SET used_at = now() FROM users u
         WHERE r.token_hash = $1 AND r.used_at IS NULL AND r.expires_at > now() AND u.id = r.user_id RETURNING r.user_id, u.email`,
        [hash],
      );
      if (!reset) throw PasswordResetErrors.invalidToken();
      const changed = await changeCredentials(tx, { userId: reset.user_id, passwordHash, keepSession: null, passkeys: 'all' });
      if (!changed) throw PasswordResetErrors.invalidToken();
      await this.notifications.notify(tx, reset.user_id, 'security.password_changed', { data: { via: 'reset' } });
      return reset.email;
    });
    // She may have locked herself out guessing: the new password works at once.
    await this.authLimits.login.resetAccount(email, ip);
  }

  /**
   * An admin's one-time link for a member (24 hours), to pass on through the support channel. It
   * replaces the member's earlier admin links; the activity log records it without the token.
   */
  async adminLink(adminId: string, userId: string): Promise<PasswordResetLink> {
    const id = randomUUID();
    const token = resetToken(this.config.sessionSecret, id);
    const expiresAt = await this.db.transaction(async (tx) => {
      const [user] = await tx.query(`SELECT id FROM users WHERE id = $1 AND deleted_at IS NULL FOR UPDATE`, [userId]);
      if (!user) throw PasswordResetErrors.userNotFound();
      await tx.query(`UPDATE password_resets SET used_at = now() WHERE user_id = $1 AND source = 'admin' AND used_at IS NULL`, [userId]);
      const [row]: { expires_at: Date }[] = await tx.query(
        `INSERT INTO password_resets (id, user_id, token_hash, source, created_by, expires_at)
         VALUES ($1, $2, $3, 'admin', $4, now() + make_interval(hours => $5)) RETURNING expires_at`,
        [id, userId, tokenHash(token), adminId, PASSWORD_RESET_LINK_HOURS],
      );
      await this.activity.record(tx, adminId, {
        action: 'create_password_reset_link',
        targetType: 'user',
        targetId: userId,
        details: { expiresAt: row.expires_at.toISOString() },
      });
      return row.expires_at;
    });
    return { url: resetUrl(this.config.publicUrl, token), expiresAt: expiresAt.toISOString() };
  }
}
