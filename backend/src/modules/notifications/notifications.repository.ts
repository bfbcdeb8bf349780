import type { NotificationData } from '@pfe/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntitySubscriberInterface } from 'typeorm';
import { SqlRepository, Tx } from '../../common/database/sql-repository';
import { notBlockedBy } from '../safety/blocks.sql';

export interface NotificationRow {
  id: string;
  user_id: string;
  kind: string;
  object_id: string | null;
  data: NotificationData;
  count: number;
  created_at: Date;
  read_at: Date | null;
}

const COLUMNS = 'id, user_id, kind, object_id, data, count, created_at, read_at';

/** What `insert` writes: one notification of `kind` per target that is not silenced. */
export interface NotificationInsert {
  userIds: string[];
  kind: string;
  objectId: string | null;
  actorId: string | null;
  data: NotificationData;
  /** A security kind: written even when switched off in the app, and emailed unless she chose otherwise. */
  security: boolean;
  /** Whether emails are sent at all (SMTP configured): the outbox rows are written only then. */
  mailEnabled: boolean;
  byBlock: boolean;
}

export interface NotificationPreferenceRow {
  kind: string;
  in_app: boolean;
  email: boolean;
}

/** The notifications and their preferences. */
@Injectable()
export class NotificationsRepository extends SqlRepository {
  constructor(@InjectDataSource() db: DataSource) {
    super(db);
  }

  /** Hears every transaction's commit and rollback (the live events wait for the commit). */
  watchTransactions(subscriber: EntitySubscriberInterface): void {
    this.db.subscribers.push(subscriber);
  }

  /**
   * One statement: the notifications of every target that is not a deleted account, not across a
   * block with the actor (the actor's block of her is ignored `byBlock`), and not switched off in the
   * app (a security kind cannot be); their emails' outbox rows when she chose email (a security
   * kind by default). Answers the rows written, each with `mailed`.
   */
  insert(tx: Tx, n: NotificationInsert): Promise<(NotificationRow & { mailed: boolean })[]> {
    return tx.query(
      `WITH target AS (
         SELECT u.id FROM users u
         WHERE u.id = ANY($1::uuid[]) AND u.deleted_at IS NULL
           AND ($4::uuid IS NULL OR (u.id <> $4 AND ${notBlockedBy('u.id', '$4')} AND ($8 OR ${notBlockedBy('$4', 'u.id')})))
           AND ($6 OR NOT EXISTS (SELECT 1 FROM notification_preferences p WHERE p.user_id = u.id AND p.kind = $2 AND NOT p.in_app))
       ), n AS (
         INSERT INTO notifications (user_id, kind, object_id, actor_id, data) SELECT id, $2, $3, $4, $5 FROM target
         RETURNING ${COLUMNS}
       ), mailed AS (
         INSERT INTO mail_outbox (user_id, notification_id)
         SELECT n.user_id, n.id FROM n
         WHERE $7 AND COALESCE((SELECT p.email FROM notification_preferences p WHERE p.user_id = n.user_id AND p.kind = n.kind), $6)
         RETURNING notification_id
       )
       SELECT n.*, EXISTS (SELECT 1 FROM mailed WHERE mailed.notification_id = n.id) AS mailed FROM n`,
      [n.userIds, n.kind, n.objectId, n.actorId, JSON.stringify(n.data), n.security, n.mailEnabled, n.byBlock],
    );
  }

  /** Queues the email of a new chat-unread notification when she chose email for its kind; answers whether it was queued. */
  async queueChosenMail(userId: string, notificationId: string, kind: string): Promise<boolean> {
    // An INSERT answers its rows (only UPDATE and DELETE answer [rows, count]).
    const queued: { id: string }[] = await this.db.query(
      `INSERT INTO mail_outbox (user_id, notification_id)
       SELECT $1, $2 WHERE EXISTS (SELECT 1 FROM notification_preferences p WHERE p.user_id = $1 AND p.kind = $3 AND p.email)
       RETURNING id`,
      [userId, notificationId, kind],
    );
    return queued.length > 0;
  }

  /** The member's notifications, newest first, `limit` before her notification `before`. */
  page(userId: string, before: string | null, limit: number): Promise<NotificationRow[]> {
    return this.db.query(
      `SELECT ${COLUMNS} FROM notifications n
       WHERE n.user_id = $1
         AND ($2::uuid IS NULL OR (n.created_at, n.id) < (SELECT b.created_at, b.id FROM notifications b WHERE b.id = $2 AND b.user_id = $1))
       ORDER BY n.created_at DESC, n.id DESC LIMIT $3`,
      [userId, before, limit],
    );
  }

  /** Her newest `security.*` notifications. */
  securityEvents(userId: string, limit: number): Promise<NotificationRow[]> {
    return this.db.query(
      `SELECT ${COLUMNS} FROM notifications n WHERE n.user_id = $1 AND n.kind LIKE 'security.%' ORDER BY n.created_at DESC, n.id DESC LIMIT $2`,
      [userId, limit],
    );
  }

  /** Unread per app, with the unread message counts per conversation (collapsing notifications). */
  unreadByApp(userId: string): Promise<{ app: string; n: number; chats: Record<string, number> }[]> {
    return this.db.query(
      `SELECT split_part(kind, '.', 1) AS app, count(*)::int AS n,
              COALESCE(jsonb_object_agg(object_id, count) FILTER (WHERE collapses AND object_id IS NOT NULL), '{}') AS chats
       FROM notifications WHERE user_id = $1 AND read_at IS NULL GROUP BY 1`,
      [userId],
    );
  }

  /** Marks her unread notifications read (all, or those of `ids` that are hers); answers those it marked. */
  async markRead(userId: string, all: boolean, ids: string[]): Promise<{ id: string }[]> {
    const [read]: [{ id: string }[], number] = await this.db.query(
      `UPDATE notifications SET read_at = now() WHERE user_id = $1 AND read_at IS NULL AND ($2 OR id = ANY($3::uuid[])) RETURNING id`,
      [userId, all, ids],
    );
    return read;
  }

  /** Marks read her unread collapsing notification of `kind` for the conversation; answers those it marked. */
  async markConversationRead(userId: string, kind: string, conversationId: string): Promise<{ id: string }[]> {
    const [read]: [{ id: string }[], number] = await this.db.query(
      `UPDATE notifications SET read_at = now() WHERE user_id = $1 AND kind = $2 AND object_id = $3 AND read_at IS NULL AND collapses RETURNING id`,
      [userId, kind, conversationId],
    );
    return read;
  }

  preferences(userId: string): Promise<NotificationPreferenceRow[]> {
    return this.db.query(`SELECT kind, in_app, email FROM notification_preferences WHERE user_id = $1`, [userId]);
  }

  async savePreference(userId: string, kind: string, inApp: boolean, email: boolean): Promise<void> {
    await this.db.query(
      `INSERT INTO notification_preferences (user_id, kind, in_app, email) VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id, kind) DO UPDATE SET in_app = EXCLUDED.in_app, email = EXCLUDED.email, updated_at = now()`,
      [userId, kind, inApp, email],
    );
  }

  /** The blocker's notifications caused by the blocked member. */
  async forgetFromBlocked(tx: Tx, blockerId: string, blockedId: string): Promise<void> {
    await tx.query(`DELETE FROM notifications WHERE user_id = $1 AND actor_id = $2`, [blockerId, blockedId]);
  }

  /** Deletes notifications older than `days`; answers how many. */
  async deleteOlderThan(tx: Tx, days: number): Promise<number> {
    const [, count] = await tx.query(`DELETE FROM notifications WHERE created_at < now() - make_interval(days => $1)`, [days]);
    return count;
  }
}
