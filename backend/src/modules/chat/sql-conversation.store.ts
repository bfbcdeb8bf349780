import { CHAT_UNREAD_KIND, ChatKind, ChatMessage, NotificationKind } from '@pfe/contracts';
import { chatUnreadCte } from '../notifications/notifications.sql';
import { notBlocked, notBlockedBy } from '../safety/blocks.sql';
import { DataSource, QueryFailedError } from 'typeorm';
import { preparedQuery } from '../../database/prepared';
import { DomainError } from '../../common/errors/domain-error';
import { pgErrorCode } from '../../common/errors/http-exception.filter';
import { ChatErrors } from './chat.errors';
import { ConversationStore, MessagePage, StoredMessage } from './chat.types';

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
   * `SELECT user1_id AS a, user2_id AS b FROM partnerships WHERE id = $1 AND status = 'active'`.
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
  unread_id: string | null;
  unread_user_id: string | null;
  unread_created: boolean | null;
}

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
  private readonly canReadSql: string;
  private readonly pageSql: string;
  private readonly afterSql: string;
  private readonly byClientIdSql: string;
  private readonly insertSql: string;
  private readonly clientIdConstraint: string;
  private readonly closedError?: () => DomainError;

  constructor(
    private readonly db: DataSource,
    config: ConversationConfig,
  ) {
    const { kind, messageTable: table, keyColumn: key, openConversationSql: open } = config;
    this.kind = kind;
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
    // The check and the insert are one statement, so a conversation that closes (or a block
    // made) a moment before cannot receive the message; the recipient's unread notification is
    // part of the same statement (it exists exactly when the message does).
    this.insertSql = `WITH c AS (${open}),
      m AS (
        INSERT INTO ${table} (${key}, sender_id, content, client_id) SELECT $1, $2, $3, $4 FROM c WHERE ${MAY_TAKE_PART}
        RETURNING id, seq, client_id, sender_id, content, created_at, ${key} AS conversation_id
      ),
      ${chatUnreadCte(config.unreadKind ?? CHAT_UNREAD_KIND[kind])}
      SELECT ${COLUMNS}, u.id AS unread_id, u.user_id AS unread_user_id, u.created AS unread_created
      FROM m LEFT JOIN unread u ON true`;
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
    // A resend (its ack was lost): the stored message, checked before any insert is tried.
    const stored = await this.byClientId(userId, conversationId, content, clientId);
    if (stored) return stored;
    let rows: InsertedRow[];
    try {
      // A hot path (every chat message): a prepared statement, planned once per connection.
      rows = await preparedQuery<InsertedRow>(this.db, `chat-insert-${this.kind}`, this.insertSql, [conversationId, userId, content, clientId]);
    } catch (err) {
      // The same message raced itself (two resends at once): the one that lost answers the stored one.
      if (pgErrorCode(err) !== '23505' || (err as QueryFailedError<Error & { constraint?: string }>).driverError.constraint !== this.clientIdConstraint) throw err;
      const raced = await this.byClientId(userId, conversationId, content, clientId);
      if (!raced) throw err;
      return raced;
    }
    if (rows.length === 0) {
      // A participant of a conversation that is still readable but closed is told so (with participantsSql).
      if (this.closedError) {
        await this.assertCanRead(userId, conversationId);
        throw this.closedError();
      }
      throw ChatErrors.conversationNotFound();
    }
    const [row] = rows;
    const unread = row.unread_id && row.unread_user_id ? { notificationId: row.unread_id, userId: row.unread_user_id, created: row.unread_created === true } : undefined;
    return { message: toChatMessage(row), unread, resent: false };
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
