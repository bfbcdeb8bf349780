import { CHAT_UNREAD_KIND, ChatKind, NOTIFICATION_RETENTION_DAYS, notificationApp, NotificationCounts, NotificationData, NotificationItem, NotificationKind, NotificationPage, NotificationReadEvent, NotificationSettings, NOTIFICATIONS_PAGE_SIZE, SecurityEvent } from '@pfe/contracts';
import { Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { EntityManager, EntitySubscriberInterface, QueryRunner, TransactionCommitEvent, TransactionRollbackEvent } from 'typeorm';
import { MemberPushService } from '../member-push/member-push.service';
import { MailOutboxService } from './mail-outbox.service';
import { NotificationKindRegistry } from './notification-kinds.registry';
import { NotificationsErrors } from './notifications.errors';
import { NotificationRow, NotificationsRepository } from './notifications.repository';
import type { UnreadNotificationRow } from './notifications.sql';

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
    private readonly notifications: NotificationsRepository,
    private readonly kinds: NotificationKindRegistry,
    private readonly push: MemberPushService,
    private readonly mail: MailOutboxService,
  ) {}

  onModuleInit(): void {
    this.notifications.watchTransactions(this);
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
    const rows = await this.notifications.insert(tx, {
      userIds: ids,
      kind,
      objectId: about.objectId ?? null,
      actorId: about.actorId ?? null,
      data,
      security: def.security,
      mailEnabled: this.mail.enabled,
      byBlock: about.byBlock === true,
    });
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
    for (const p of list) this.push.toMember(p.userId, 'notification', p.item);
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
  deliverUnread(row: UnreadNotificationRow, created: boolean): void {
    if (this.closing) return;
    const delivery = this.sendUnread(row, created)
      .catch((err: Error) => this.logger.error(`Unread notification delivery failed: ${err.message}`))
      .finally(() => this.delivering.delete(delivery));
    this.delivering.add(delivery);
  }

  private async sendUnread(row: UnreadNotificationRow, created: boolean): Promise<void> {
    const { id, user_id: userId } = row;
    this.push.toMember(userId, 'notification', toNotificationItem(row as NotificationRow));
    if (!created || !this.mail.enabled) return;
    if (await this.notifications.queueChosenMail(userId, id, row.kind)) this.mail.kick();
  }

  /** The member's notifications, newest first, `limit` before the notification `before`; and the unread counts. */
  async list(userId: string, before: string | undefined, limit = NOTIFICATIONS_PAGE_SIZE): Promise<NotificationPage> {
    const rows = await this.notifications.page(userId, before ?? null, limit);
    return { items: rows.map(toNotificationItem), ...(await this.unread(userId)) };
  }

  /**
   * The account's recent security events (sign-ins, passkeys added or removed, password changes
   * and resets, exports: the `security.*` notifications, which a member cannot switch off in the
   * app), newest first, for Safety Check.
   */
  async securityEvents(userId: string, limit: number): Promise<SecurityEvent[]> {
    const rows = await this.notifications.securityEvents(userId, limit);
    return rows.map((r) => ({
      kind: r.kind,
      at: r.created_at.toISOString(),
      sentence: this.kinds.get(r.kind)?.sentence ?? '',
      data: Object.fromEntries(Object.entries(r.data ?? {}).map(([key, value]) => [key, String(value)])),
    }));
  }

  /** The unread counts: in all, per app (sidebar) and per conversation (unread messages, for the conversation lists). */
  async unread(userId: string): Promise<NotificationCounts> {
    const rows = await this.notifications.unreadByApp(userId);
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
    const read = await this.notifications.markRead(userId, all, what.ids ?? []);
    this.toldRead(userId, read);
    return this.unread(userId);
  }

  /**
   * The member opened a conversation (read its newest messages; the chat module checked she may):
   * its unread notification is read. Her other devices and tabs are told, so their badges clear.
   */
  async readConversation(userId: string, kind: ChatKind, conversationId: string): Promise<void> {
    const read = await this.notifications.markConversationRead(userId, CHAT_UNREAD_KIND[kind], conversationId);
    this.toldRead(userId, read);
  }

  private toldRead(userId: string, read: { id: string }[]): void {
    if (read.length === 0) return;
    const event: NotificationReadEvent = { ids: read.map((r) => r.id) };
    this.push.toMember(userId, 'notification_read', event);
  }

  async settings(userId: string): Promise<NotificationSettings> {
    const rows = await this.notifications.preferences(userId);
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
    await this.notifications.savePreference(userId, kind, inApp, email);
    return this.settings(userId);
  }

  /**
   * Inside a block's transaction: what the blocked member's actions told the blocker goes from the
   * blocker's list (and its pending email). The blocked member's own notifications are never touched
   * (issue 27): what the blocker's actions gave her stays, read or unread, so the block leaves no trace.
   */
  async forgetFromBlocked(tx: EntityManager, blockerId: string, blockedId: string): Promise<void> {
    await this.notifications.forgetFromBlocked(tx, blockerId, blockedId);
  }

  /** Deletes notifications older than the retention period; answers how many. */
  async sweep(tx: EntityManager): Promise<number> {
    return this.notifications.deleteOlderThan(tx, NOTIFICATION_RETENTION_DAYS);
  }
}
