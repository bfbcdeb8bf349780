import { CHAT_UNREAD_KIND, ChatKind, ChatMessage, NotificationKind } from '@pfe/contracts';
import { chatUnreadCte, UnreadNotificationRow } from '../notifications/notifications.sql';
import { notBlocked, notBlockedBy } from '../safety/blocks.sql';
import { DataSource, QueryFailedError } from 'typeorm';
import { preparedQuery } from '../../database/prepared';
import { DomainError } from '../../common/errors/domain-error';
import { pgErrorCode } from '../../common/errors/http-exception.filter';
import { ChatErrors } from './chat.errors';
import { ConversationStore, MessagePage, StoredMessage } from './chat.types';
import { SendBatcher } from './send-batcher';

/**
 * What a sub-app says about one kind of conversation; everything else (who may read, paging,
 * the check-and-insert in one statement, blocks) is the platform's.
 */
export interface ConversationConfig {
  kind: ChatKind;
  /** The recipient's unread-messages notification kind (default: the contracts' `CHAT_UNREAD_KIND` of `kind`). */
  unreadKind?: NotificationKind;
  /**
   * Its message table: `id`, the key column, `sender_id`, `content`, `created_at`, `client_id` and
   * `seq` (filled by the `chat_assign_seq` trigger; see migration ChatDelivery).
   */
  messageTable: string;
  /** The column of the message table that names the conversation. */
  keyColumn: string;
  /**
   * SQL selecting the conversation `$1` while it is open, with its two participants as `a` and
   * `b` (no rows when it is missing or closed). E.g. an active partnership:
   * `SELECT user1_id AS a, user2_id AS b FROM supportmatch_partnerships WHERE id = $1 AND status = 'active'`.
   * (A batch of sends runs it once per message, with `$1` replaced by the message's conversation.)
   */
  openConversationSql: string;
  /**
   * Optional: SQL selecting the conversation `$1` whatever its state, with its participants as `a`
   * and `b`. When given, the participants may read the history after it closed (never across a
   * block), and a send to it once closed answers `closedError` instead of the 404.
   */
  participantsSql?: string;
  /** What a participant sending to the closed conversation is told (with participantsSql). */
  closedError?: () => DomainError;
  /**
   * Optional (with participantsSql): a block reads like any other close to the member who was
   * blocked: they keep reading the history (read-only), so nothing tells them they were blocked.
   * The blocker no longer sees it. Sending stays closed to both.
   */
  blockedKeepsHistory?: boolean;
}

interface MessageRow {
  id: string;
  seq: string;
  client_id: string;
  sender_id: string;
  content: string;
  created_at: Date;
}

interface InsertedRow extends MessageRow {
  conversation_id: string;
  unread_id: string | null;
  unread_user_id: string;
  unread_kind: string;
  unread_object_id: string | null;
  unread_data: Record<string, unknown> | null;
  unread_count: number;
  unread_created_at: Date;
  unread_read_at: Date | null;
  unread_created: boolean;
}

/** One send waiting for its batch. */
interface Send {
  conversationId: string;
  userId: string;
  content: string;
  clientId: string;
}

/** What a batch answers for a send: the stored message, or nothing (not stored: a resend, a closed conversation, an outsider). */
type Sent = StoredMessage | undefined;

/** `$1` (not `$10`…) in code-written SQL. */
const PARAM_1 = /\$1(?!\d)/g;

function toChatMessage(r: MessageRow): ChatMessage {
  return { id: r.id, seq: Number(r.seq), clientId: r.client_id, senderId: r.sender_id, content: r.content, createdAt: r.created_at.toISOString() };
}

const COLUMNS = 'm.id, m.seq, m.client_id, m.sender_id, m.content, m.created_at';

/** `c` (from openConversationSql) joined by `$2`, with no block between its two participants in either direction. */
const MAY_TAKE_PART = `$2 IN (c.a, c.b) AND ${notBlocked('c.a', 'c.b')}`;

/** `c` joined by `$2`, who has not blocked the other participant (they may have been blocked). */
const MAY_READ_AS_BLOCKED = `$2 IN (c.a, c.b) AND ${notBlockedBy('$2', 'CASE WHEN c.a = $2 THEN c.b ELSE c.a END')}`;

/**
 * A conversation store over SQL: only the two participants, only while the conversation is open,
 * never across a block. Everyone else gets the same 404. Table and column names come from code,
 * never from input.
 */
export class SqlConversationStore implements ConversationStore {
  readonly kind: ChatKind;
  /** Its message table (made with `createChatTable`, database/chat-table.ts, from now on). */
  readonly messageTable: string;
  private readonly canReadSql: string;
  private readonly pageSql: string;
  private readonly afterSql: string;
  private readonly byClientIdSql: string;
  private readonly insertSql: string;
  private readonly clientIdConstraint: string;
  private readonly closedError?: () => DomainError;
  private readonly batcher: SendBatcher<Send, Sent>;

  constructor(
    private readonly db: DataSource,
    config: ConversationConfig,
  ) {
    const { kind, messageTable: table, keyColumn: key, openConversationSql: open } = config;
    this.kind = kind;
    this.messageTable = table;
    this.closedError = config.closedError;
    const mayRead = config.participantsSql && config.blockedKeepsHistory ? MAY_READ_AS_BLOCKED : MAY_TAKE_PART;
    this.canReadSql = `WITH c AS (${config.participantsSql ?? open}) SELECT 1 FROM c WHERE ${mayRead}`;
    this.clientIdConstraint = `UQ_${table}_client`;
    // The conversation's order is its seq (gap-free, assigned at insert); (key, seq) is unique and indexed.
    this.pageSql = `SELECT * FROM (
        SELECT ${COLUMNS} FROM ${table} m
        WHERE m.${key} = $1
          AND ($2::uuid IS NULL OR m.seq < (SELECT b.seq FROM ${table} b WHERE b.id = $2 AND b.${key} = $1))
        ORDER BY m.seq DESC LIMIT $3
      ) page ORDER BY seq`;
    this.afterSql = `SELECT ${COLUMNS} FROM ${table} m WHERE m.${key} = $1 AND m.seq > $2 ORDER BY m.seq LIMIT $3`;
    this.byClientIdSql = `SELECT ${COLUMNS} FROM ${table} m WHERE m.${key} = $1 AND m.client_id = $2`;
    // Every send is one statement, for a batch of sends (one when the node is idle; those that
    // arrive while others are stored wait and go together, see SendBatcher): for each message, the
    // check that its sender may write now (participant, open, no block either way) and that its
    // clientId is new in the conversation, the insert (the `chat_assign_seq` trigger numbers it),
    // and the recipients' unread notifications (one row per conversation and recipient) — so a
    // conversation that closes (or a block made) a moment before cannot receive the message, and a
    // notification exists exactly when its messages do. Rows are inserted ordered by conversation
    // (then as they came): concurrent batches lock the conversations' seq counters in the same
    // order, never in a cycle.
    // (`sends`, `sends_ok` and `sends_m`: names no sub-app's SQL uses, since `openConversationSql` runs inside.)
    const perMessageOpen = open.replace(PARAM_1, 'sends.conv');
    this.insertSql = `WITH sends AS (
        SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::uuid[]) WITH ORDINALITY AS sends(conv, sender, content, client_id, ord)
      ),
      sends_ok AS (
        SELECT sends.conv, sends.sender, sends.content, sends.client_id, sends.ord, CASE WHEN c.a = sends.sender THEN c.b ELSE c.a END AS recipient
        FROM sends CROSS JOIN LATERAL (${perMessageOpen}) c
        WHERE sends.sender IN (c.a, c.b) AND ${notBlocked('c.a', 'c.b')}
          AND NOT EXISTS (SELECT 1 FROM ${table} prior WHERE prior.${key} = sends.conv AND prior.client_id = sends.client_id)
      ),
      m AS (
        INSERT INTO ${table} (${key}, sender_id, content, client_id) SELECT conv, sender, content, client_id FROM sends_ok ORDER BY ord
        RETURNING id, seq, client_id, sender_id, content, created_at, ${key} AS conversation_id
      ),
      sent AS (SELECT o.conv, o.sender, o.recipient FROM sends_ok o JOIN m ON m.conversation_id = o.conv AND m.client_id = o.client_id),
      ${chatUnreadCte(config.unreadKind ?? CHAT_UNREAD_KIND[kind], 'sent')}
      SELECT ${COLUMNS}, m.conversation_id, u.id AS unread_id, u.user_id AS unread_user_id, u.kind AS unread_kind, u.object_id AS unread_object_id,
        u.data AS unread_data, u.count AS unread_count, u.created_at AS unread_created_at, u.read_at AS unread_read_at, u.created AS unread_created
      FROM m LEFT JOIN unread u ON u.object_id = m.conversation_id AND u.user_id <> m.sender_id
      ORDER BY m.conversation_id, m.seq`;
    this.batcher = new SendBatcher((sends) => this.storeBatch(sends));
  }

  async assertCanRead(userId: string, conversationId: string): Promise<void> {
    const rows = await this.db.query(this.canReadSql, [conversationId, userId]);
    if (rows.length === 0) throw ChatErrors.conversationNotFound();
  }

  /**
   * The page's messages, oldest first: with `after` (a seq) the first `limit` messages after it;
   * else the `limit` before `before` or the newest. A `before` that is not a message of this
   * conversation gives an empty page.
   */
  async list(conversationId: string, page: MessagePage): Promise<ChatMessage[]> {
    const rows: MessageRow[] =
      page.after !== undefined
        ? await this.db.query(this.afterSql, [conversationId, page.after, page.limit])
        : await this.db.query(this.pageSql, [conversationId, page.before ?? null, page.limit]);
    return rows.map(toChatMessage);
  }

  async insert(userId: string, conversationId: string, content: string, clientId: string): Promise<StoredMessage> {
    const stored = await this.batcher.add({ conversationId, userId, content, clientId });
    if (stored) return stored;
    // Not stored. A resend (its ack was lost): the stored message.
    const resent = await this.byClientId(userId, conversationId, content, clientId);
    if (resent) return resent;
    // A participant of a conversation that is still readable but closed is told so (with participantsSql).
    if (this.closedError) {
      await this.assertCanRead(userId, conversationId);
      throw this.closedError();
    }
    throw ChatErrors.conversationNotFound();
  }

  /**
   * Stores a batch of sends in one statement; answers, in the batch's order, each send's message
   * (or nothing: not stored). A batch that fails as a whole (two sends of one clientId raced, here
   * or on another node) is stored again one send at a time, so one send's error is its own.
   */
  private async storeBatch(sends: Send[]): Promise<(Sent | Error)[]> {
    let rows: InsertedRow[];
    // By conversation, then as they came (the sort is stable): see the statement.
    const ordered = sends.length > 1 ? [...sends].sort((x, y) => (x.conversationId < y.conversationId ? -1 : x.conversationId > y.conversationId ? 1 : 0)) : sends;
    try {
      // A hot path (every chat message): a prepared statement, planned once per connection.
      rows = await preparedQuery<InsertedRow>(this.db, `chat-insert-${this.kind}`, this.insertSql, [
        ordered.map((s) => s.conversationId),
        ordered.map((s) => s.userId),
        ordered.map((s) => s.content),
        ordered.map((s) => s.clientId),
      ]);
    } catch (err) {
      if (sends.length > 1) {
        const one: (Sent | Error)[] = [];
        for (const send of sends) one.push((await this.storeBatch([send]))[0]);
        return one;
      }
      // The same message raced itself (two resends at once): the one that lost answers the stored one.
      if (pgErrorCode(err) !== '23505' || (err as QueryFailedError<Error & { constraint?: string }>).driverError.constraint !== this.clientIdConstraint) return [err as Error];
      const [send] = sends;
      const raced = await this.byClientId(send.userId, send.conversationId, send.content, send.clientId).catch((e: Error) => e);
      return [raced ?? (err as Error)];
    }
    const byKey = new Map<string, StoredMessage>();
    // The batch's last message of a conversation carries its recipient's notification (once, with
    // the count the batch left on it); the others carry none.
    const seen = new Set<string>();
    for (let i = rows.length - 1; i >= 0; i--) {
      const row = rows[i];
      const unread = row.unread_id && !seen.has(row.unread_id) ? this.unreadOf(row) : undefined;
      if (row.unread_id) seen.add(row.unread_id);
      byKey.set(`${row.conversation_id}|${row.client_id}`, { message: toChatMessage(row), unread, resent: false });
    }
    return sends.map((s) => byKey.get(`${s.conversationId}|${s.clientId}`));
  }

  private unreadOf(row: InsertedRow): StoredMessage['unread'] {
    const notification: UnreadNotificationRow = {
      id: row.unread_id!,
      user_id: row.unread_user_id,
      kind: row.unread_kind,
      object_id: row.unread_object_id,
      data: row.unread_data,
      count: row.unread_count,
      created_at: row.unread_created_at,
      read_at: row.unread_read_at,
    };
    return { notification, created: row.unread_created === true };
  }

  /**
   * The message stored under `clientId` in this conversation, answered to its sender when the
   * content is the same (whether or not the conversation is still open: it was stored). Another
   * content, or another sender's message, is a 409 (an outsider gets the usual 404 first).
   */
  private async byClientId(userId: string, conversationId: string, content: string, clientId: string): Promise<StoredMessage | undefined> {
    const [row]: MessageRow[] = await this.db.query(this.byClientIdSql, [conversationId, clientId]);
    if (!row) return undefined;
    if (row.sender_id !== userId) await this.assertCanRead(userId, conversationId);
    if (row.sender_id !== userId || row.content !== content) throw ChatErrors.clientIdReused();
    return { message: toChatMessage(row), resent: true };
  }
}
