import { CHAT_UNREAD_KIND, ChatKind, NOTIFICATION_RETENTION_DAYS, notificationApp, NotificationCounts, NotificationData, NotificationItem, NotificationKind, NotificationPage, NotificationReadEvent, NotificationSettings, NOTIFICATIONS_PAGE_SIZE, SecurityEvent } from '@pfe/contracts';
import { Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, EntitySubscriberInterface, QueryRunner, TransactionCommitEvent, TransactionRollbackEvent } from 'typeorm';
import { ChatService } from '../chat/chat.service';
import { MailOutboxService } from './mail-outbox.service';
import { NotificationKindRegistry } from './notification-kinds.registry';
import { NotificationsErrors } from './notifications.errors';
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

export function toNotificationItem(r: NotificationRow): NotificationItem {
  return {
    id: r.id,
    kind: r.kind as NotificationKind,
    app: notificationApp(r.kind),
    objectId: r.object_id,
    data: r.data ?? {},
    count: r.count,
    createdAt: r.created_at.toISOString(),
    readAt: r.read_at ? r.read_at.toISOString() : null,
  };
}

/** What a notification is about: the object, the member whose action caused it, and its closed facts. */
export interface NotificationAbout {
  objectId?: string | null;
  /** The member who caused it: a block between them and the recipient (either way) silences it. */
  actorId?: string | null;
  data?: NotificationData;
  /**
   * Set only by a block's own side effect (the cancel a block makes in an app): the actor's block
   * of the recipient, made in the same transaction, does not silence it, so that to the blocked
   * member it reads exactly as the same action without a block. A block by the recipient still does.
   */
  byBlock?: boolean;
}

interface Pending {
  /** The transaction depth at which it was written (a rolled-back savepoint drops what it wrote). */
  depth: number;
  item: NotificationItem;
  userId: string;
  mailed: boolean;
}

const depthOf = (qr: QueryRunner) => (qr as unknown as { transactionDepth: number }).transactionDepth;

/**
 * The platform's notifications. `notify()` is called inside the transaction of its cause: the
 * rows (and their emails' outbox rows) commit or vanish with it, and the live `notification`
 * event goes to the member's sockets on every node only after the commit (a TypeORM transaction
 * subscriber holds it until then).
 */
@Injectable()
export class NotificationsService implements EntitySubscriberInterface, OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('Notifications');
  private readonly pending = new WeakMap<QueryRunner, Pending[]>();
  /** Unread deliveries still running: the app waits for them before it closes Redis and the pool. */
  private readonly delivering = new Set<Promise<void>>();
  private closing = false;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly kinds: NotificationKindRegistry,
    private readonly chat: ChatService,
    private readonly mail: MailOutboxService,
  ) {}

  onModuleInit(): void {
    this.db.subscribers.push(this);
    this.chat.onUnread(({ notification, created }) => {
      if (this.closing) return;
      const delivery = this.deliverUnread(notification as NotificationRow, created)
        .catch((err: Error) => this.logger.error(`Unread notification delivery failed: ${err.message}`))
        .finally(() => this.delivering.delete(delivery));
      this.delivering.add(delivery);
    });
    this.chat.onOpened((userId, kind, id) => this.readConversation(userId, kind, id));
  }

  /** Runs before the socket adapter and its Redis clients close: no delivery may publish to a closed client. */
  async onModuleDestroy(): Promise<void> {
    this.closing = true;
    await Promise.allSettled([...this.delivering]);
  }

  /**
   * Notifies each member of `userIds` (one id or many: an announcement's audience) of `kind`,
   * inside `tx`, the cause's transaction. Skipped for a member who switched the kind off, a
   * deleted account, and across a block with `about.actorId`. Answers how many were written.
   */
  async notify(tx: EntityManager, userIds: string | string[], kind: NotificationKind, about: NotificationAbout = {}): Promise<number> {
    const def = this.kinds.get(kind);
    if (!def) throw new Error(`Notification kind "${kind}" is not registered`);
    const data = about.data ?? {};
    const extra = Object.keys(data).filter((key) => !(def.data ?? []).includes(key as keyof NotificationData));
    if (extra.length > 0) throw new Error(`Notification kind "${kind}" does not carry ${extra.join(', ')}`);
    const qr = tx.queryRunner;
    if (!qr?.isTransactionActive) throw new Error('notify() must run inside the transaction of its cause');
    const ids = [...new Set([userIds].flat())];
    if (ids.length === 0) return 0;
    const rows: (NotificationRow & { mailed: boolean })[] = await tx.query(
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
      [ids, kind, about.objectId ?? null, about.actorId ?? null, JSON.stringify(data), def.security, this.mail.enabled, about.byBlock === true],
    );
    if (rows.length > 0) {
      const list = this.pending.get(qr) ?? [];
      for (const row of rows) list.push({ depth: depthOf(qr), item: toNotificationItem(row), userId: row.user_id, mailed: row.mailed });
      this.pending.set(qr, list);
    }
    return rows.length;
  }

  afterTransactionCommit(event: TransactionCommitEvent): void {
    const qr = event.queryRunner;
    const list = this.pending.get(qr);
    // A released savepoint: the outer transaction can still roll back; wait for its commit.
    if (!list || qr.isTransactionActive) return;
    this.pending.delete(qr);
    for (const p of list) this.chat.toMember(p.userId, 'notification', p.item);
    if (list.some((p) => p.mailed)) this.mail.kick();
  }

  afterTransactionRollback(event: TransactionRollbackEvent): void {
    const qr = event.queryRunner;
    const list = this.pending.get(qr);
    if (!list) return;
    if (!qr.isTransactionActive) this.pending.delete(qr);
    else this.pending.set(qr, list.filter((p) => p.depth <= depthOf(qr)));
  }

  /**
   * A chat message created the recipient's unread notification, or counted it up: deliver it as the
   * message's statement left it (its new `count` feeds the conversation's badge), and when it is new
   * queue its email if she chose one.
   */
  private async deliverUnread(row: NotificationRow, created: boolean): Promise<void> {
    const { id, user_id: userId } = row;
    this.chat.toMember(userId, 'notification', toNotificationItem(row));
    if (!created || !this.mail.enabled) return;
    // An INSERT answers its rows (only UPDATE and DELETE answer [rows, count]).
    const queued: { id: string }[] = await this.db.query(
      `INSERT INTO mail_outbox (user_id, notification_id)
       SELECT $1, $2 WHERE EXISTS (SELECT 1 FROM notification_preferences p WHERE p.user_id = $1 AND p.kind = $3 AND p.email)
       RETURNING id`,
      [userId, id, row.kind],
    );
    if (queued.length > 0) this.mail.kick();
  }

  /** The member's notifications, newest first, `limit` before the notification `before`; and the unread counts. */
  async list(userId: string, before: string | undefined, limit = NOTIFICATIONS_PAGE_SIZE): Promise<NotificationPage> {
    const rows: NotificationRow[] = await this.db.query(
      `SELECT ${COLUMNS} FROM notifications n
       WHERE n.user_id = $1
         AND ($2::uuid IS NULL OR (n.created_at, n.id) < (SELECT b.created_at, b.id FROM notifications b WHERE b.id = $2 AND b.user_id = $1))
       ORDER BY n.created_at DESC, n.id DESC LIMIT $3`,
      [userId, before ?? null, limit],
    );
    return { items: rows.map(toNotificationItem), ...(await this.unread(userId)) };
  }

  /**
   * The account's recent security events (sign-ins, passkeys added or removed, password changes
   * and resets, exports: the `security.*` notifications, which a member cannot switch off in the
   * app), newest first, for Safety Check.
   */
  async securityEvents(userId: string, limit: number): Promise<SecurityEvent[]> {
    const rows: NotificationRow[] = await this.db.query(
      `SELECT ${COLUMNS} FROM notifications n WHERE n.user_id = $1 AND n.kind LIKE 'security.%' ORDER BY n.created_at DESC, n.id DESC LIMIT $2`,
      [userId, limit],
    );
    return rows.map((r) => ({
      kind: r.kind,
      at: r.created_at.toISOString(),
      sentence: this.kinds.get(r.kind)?.sentence ?? '',
      data: Object.fromEntries(Object.entries(r.data ?? {}).map(([key, value]) => [key, String(value)])),
    }));
  }

  /** The unread counts: in all, per app (sidebar) and per conversation (unread messages, for the conversation lists). */
  async unread(userId: string): Promise<NotificationCounts> {
    const rows: { app: string; n: number; chats: Record<string, number> }[] = await this.db.query(
      `SELECT split_part(kind, '.', 1) AS app, count(*)::int AS n,
              COALESCE(jsonb_object_agg(object_id, count) FILTER (WHERE collapses AND object_id IS NOT NULL), '{}') AS chats
       FROM notifications WHERE user_id = $1 AND read_at IS NULL GROUP BY 1`,
      [userId],
    );
    return {
      unreadCount: rows.reduce((sum, r) => sum + r.n, 0),
      unreadByApp: Object.fromEntries(rows.map((r) => [r.app, r.n])),
      unreadChats: Object.assign({}, ...rows.map((r) => r.chats)) as Record<string, number>,
    };
  }

  /** Marks the member's own notifications read (ids of anyone else's are ignored); answers the new counts. */
  async markRead(userId: string, what: { ids?: string[]; all?: boolean }): Promise<NotificationCounts> {
    const all = what.all === true;
    if (all === (what.ids !== undefined)) throw NotificationsErrors.readWhat();
    const [read]: [{ id: string }[], number] = await this.db.query(
      `UPDATE notifications SET read_at = now() WHERE user_id = $1 AND read_at IS NULL AND ($2 OR id = ANY($3::uuid[])) RETURNING id`,
      [userId, all, what.ids ?? []],
    );
    this.toldRead(userId, read);
    return this.unread(userId);
  }

  /**
   * The member opened a conversation (read its newest messages; the chat module checked she may):
   * its unread notification is read. Her other devices and tabs are told, so their badges clear.
   */
  async readConversation(userId: string, kind: ChatKind, conversationId: string): Promise<void> {
    const [read]: [{ id: string }[], number] = await this.db.query(
      `UPDATE notifications SET read_at = now() WHERE user_id = $1 AND kind = $2 AND object_id = $3 AND read_at IS NULL AND collapses RETURNING id`,
      [userId, CHAT_UNREAD_KIND[kind], conversationId],
    );
    this.toldRead(userId, read);
  }

  private toldRead(userId: string, read: { id: string }[]): void {
    if (read.length === 0) return;
    const event: NotificationReadEvent = { ids: read.map((r) => r.id) };
    this.chat.toMember(userId, 'notification_read', event);
  }

  async settings(userId: string): Promise<NotificationSettings> {
    const rows: { kind: string; in_app: boolean; email: boolean }[] = await this.db.query(
      `SELECT kind, in_app, email FROM notification_preferences WHERE user_id = $1`,
      [userId],
    );
    const chosen = new Map(rows.map((r) => [r.kind, r]));
    return {
      emailAvailable: this.mail.enabled,
      preferences: this.kinds.all().map((k) => ({
        kind: k.kind,
        app: k.app,
        inApp: k.security ? true : (chosen.get(k.kind)?.in_app ?? true),
        email: chosen.get(k.kind)?.email ?? k.security,
        locked: k.security,
      })),
    };
  }

  async updatePreference(userId: string, kind: string, inApp: boolean, email: boolean): Promise<NotificationSettings> {
    const def = this.kinds.get(kind);
    if (!def) throw NotificationsErrors.unknownKind();
    if (def.security && !inApp) throw NotificationsErrors.securityAlwaysOn();
    await this.db.query(
      `INSERT INTO notification_preferences (user_id, kind, in_app, email) VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id, kind) DO UPDATE SET in_app = EXCLUDED.in_app, email = EXCLUDED.email, updated_at = now()`,
      [userId, kind, inApp, email],
    );
    return this.settings(userId);
  }

  /**
   * Inside a block's transaction: what the blocked member's actions told the blocker goes from the
   * blocker's list (and its pending email). The blocked member's own notifications are never touched
   * (issue 27): what the blocker's actions gave her stays, read or unread, so the block leaves no trace.
   */
  async forgetFromBlocked(tx: EntityManager, blockerId: string, blockedId: string): Promise<void> {
    await tx.query(`DELETE FROM notifications WHERE user_id = $1 AND actor_id = $2`, [blockerId, blockedId]);
  }

  /** Deletes notifications older than the retention period; answers how many. */
  async sweep(tx: EntityManager): Promise<number> {
    const [, count] = await tx.query(`DELETE FROM notifications WHERE created_at < now() - make_interval(days => $1)`, [NOTIFICATION_RETENTION_DAYS]);
    return count;
  }
}
