import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { BlocksService } from '../safety/blocks.service';
import { PaymentEntity } from '../payments/entities/payment.entity';
import { toPaymentResponse } from '../payments/payments.service';
import { AccountDataContributor, AccountDataRegistry, iso } from '../account-data/account-data.registry';
import { AccountSessionsService } from './account-sessions.service';
import { describeDevice } from '../auth/device';


/** The non-routable address a deleted account keeps (`.invalid` is reserved, RFC 2606), unique per row. */
export const deletedEmail = (userId: string) => `deleted-${userId}@deleted.invalid`;

/** The core platform's contributors to the export and to account deletion. */
@Injectable()
export class CoreAccountData {
  constructor(
    private readonly sessions: AccountSessionsService,
    private readonly blocks: BlocksService,
  ) {}

  registerWith(registry: AccountDataRegistry): void {
    for (const contributor of this.contributors()) registry.register(contributor);
  }

  private contributors(): AccountDataContributor[] {
    return [
      {
        key: 'account',
        // Last: every feature has erased what points at the user row; the row stays, anonymised.
        order: 100,
        export: async (tx, userId) => {
          const [u] = await tx.query(
            `SELECT id, email, first_name, last_name, profile_image_url, is_admin, pricing_tier, subscription_status,
                    last_sign_in_at, created_at
             FROM users WHERE id = $1`,
            [userId],
          );
          return {
            id: u.id,
            email: u.email,
            firstName: u.first_name,
            lastName: u.last_name,
            profileImageUrl: u.profile_image_url,
            isAdmin: u.is_admin,
            pricingTier: u.pricing_tier,
            subscriptionStatus: u.subscription_status,
            lastSignInAt: iso(u.last_sign_in_at),
            createdAt: iso(u.created_at),
          };
        },
        erase: async (tx, userId) => {
          await tx.query(`DELETE FROM sessions WHERE user_id = $1`, [userId]);
          await tx.query(
            `UPDATE users SET email = $2, first_name = NULL, last_name = NULL, profile_image_url = NULL, password_hash = NULL,
                    is_admin = false, invite_code_used = NULL, subscription_status = 'inactive', deleted_at = now(), updated_at = now()
             WHERE id = $1`,
            [userId, deletedEmail(userId)],
          );
        },
      },
      {
        key: 'invite',
        export: async (tx, userId) => {
          const [r] = await tx.query(
            `SELECT c.code, r.redeemed_at FROM invite_redemptions r JOIN invite_codes c ON c.id = r.invite_code_id WHERE r.user_id = $1`,
            [userId],
          );
          return r ? { code: r.code, redeemedAt: iso(r.redeemed_at) } : null;
        },
        // Kept: an invite's use count must stay true; the redemption names only the anonymised record.
        erase: async () => undefined,
      },
      {
        key: 'payments',
        export: async (tx, userId) =>
          (await tx.find(PaymentEntity, { where: { userId }, order: { paymentDate: 'DESC', id: 'DESC' } })).map(toPaymentResponse),
        // Kept as financial records; admins see them under "Deleted member".
        erase: async () => undefined,
      },
      {
        key: 'sessions',
        export: async (tx, userId) =>
          (await tx.query(`SELECT sess, expire FROM sessions WHERE user_id = $1 AND expire >= now()`, [userId])).map(
            (r: { sess: { meta?: { createdAt?: string; userAgent?: string } }; expire: Date }) => ({
              device: describeDevice(r.sess.meta?.userAgent),
              createdAt: r.sess.meta?.createdAt ?? null,
              expiresAt: iso(r.expire),
            }),
          ),
        erase: async (tx, userId) => {
          await this.sessions.revokeOthers(userId, null, tx);
        },
      },
      {
        key: 'settings',
        export: async (tx, userId) => {
          const [s] = await tx.query(`SELECT discreet_mode, quick_exit_keeps_signed_in, language, updated_at FROM user_settings WHERE user_id = $1`, [userId]);
          return { discreetMode: s?.discreet_mode ?? false, quickExitKeepsSignedIn: s?.quick_exit_keeps_signed_in ?? false, language: s?.language ?? 'en', updatedAt: iso(s?.updated_at) };
        },
        erase: async (tx, userId) => {
          await tx.query(`DELETE FROM user_settings WHERE user_id = $1`, [userId]);
        },
      },
      {
        key: 'blocks',
        // What the member's own block list shows: the blocked member's id and the names she met them by, per app.
        export: async (_tx, userId) => (await this.blocks.listOwn(userId)).map(({ blockedUserId, metIn, reason, createdAt }) => ({ blockedUserId, metIn, reason, createdAt })),
        erase: (tx, userId) => this.blocks.eraseOwn(tx, userId),
      },
      {
        key: 'passkeys',
        // Names and dates only: credential ids and public keys are of no use outside this site.
        export: async (tx: EntityManager, userId) =>
          (await tx.query(`SELECT name, created_at, last_used_at, backed_up FROM passkeys WHERE user_id = $1 ORDER BY created_at`, [userId])).map(
            (p: { name: string; created_at: Date; last_used_at: Date | null; backed_up: boolean }) => ({
              name: p.name,
              createdAt: iso(p.created_at),
              lastUsedAt: iso(p.last_used_at),
              backedUp: p.backed_up,
            }),
          ),
        erase: async (tx, userId) => {
          await tx.query(`DELETE FROM passkeys WHERE user_id = $1`, [userId]);
        },
      },
    ];
  }
}
