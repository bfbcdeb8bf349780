import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { type AccountDataContributor, iso } from '../account-data/account-data.registry';


/**
 * Notifications' part of the export (the member's notifications and switches) and of deletion
 * (all of hers go, with their pending emails and her reset links; her id is taken off what her
 * actions caused for others).
 */
@Injectable()
export class NotificationsAccountData implements AccountDataContributor {
  readonly key = 'notifications';

  async export(tx: EntityManager, userId: string): Promise<unknown> {
    const items: { kind: string; object_id: string | null; data: object; count: number; created_at: Date; read_at: Date | null }[] = await tx.query(
      `SELECT kind, object_id, data, count, created_at, read_at FROM notifications WHERE user_id = $1 ORDER BY created_at, id`,
      [userId],
    );
    const preferences: { kind: string; in_app: boolean; email: boolean }[] = await tx.query(
      `SELECT kind, in_app, email FROM notification_preferences WHERE user_id = $1 ORDER BY kind`,
      [userId],
    );
    return {
      notifications: items.map((n) => ({ kind: n.kind, objectId: n.object_id, data: n.data, count: n.count, createdAt: iso(n.created_at), readAt: iso(n.read_at) })),
      preferences: preferences.map((p) => ({ kind: p.kind, inApp: p.in_app, email: p.email })),
    };
  }

  async erase(tx: EntityManager, userId: string): Promise<void> {
    await tx.query(`DELETE FROM mail_outbox WHERE user_id = $1`, [userId]);
    await tx.query(`DELETE FROM notifications WHERE user_id = $1`, [userId]);
    await tx.query(`UPDATE notifications SET actor_id = NULL WHERE actor_id = $1`, [userId]);
    await tx.query(`DELETE FROM notification_preferences WHERE user_id = $1`, [userId]);
    await tx.query(`DELETE FROM password_resets WHERE user_id = $1`, [userId]);
  }
}
