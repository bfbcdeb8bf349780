import { CHAT_RESYNC_EVENT, ChatClosedEvent, ChatKind, ChatMessage, ChatMessageEvent, MAX_MESSAGE_LENGTH } from '@pfe/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { Namespace } from 'socket.io';
import { isUuid } from '../../common/http/id-param';
import { MetricsService } from '../../common/metrics/metrics.service';
import { HIT_STORE } from '../../common/rate-limit/hit-store.provider';
import { HitStore, RateLimiter } from '../../common/rate-limit/rate-limiter';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { ChatErrors } from './chat.errors';
import { MemberPushService } from '../member-push/member-push.service';
import { NotificationsService } from '../notifications/notifications.service';
import { ChatLink } from './chat-link';
import { ConversationStore, MessagePage, roomOf } from './chat.types';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
/** A replay is read in pages of this many messages. */
const REPLAY_PAGE = 100;
/** Resolves after the setImmediate callbacks queued so far (node-redis uncorks its socket in one). */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Validates what a member wants to send: trimmed, 1 to 2,000 characters. */
export function cleanContent(content: unknown): string {
  const trimmed = typeof content === 'string' ? content.trim() : '';
  if (trimmed.length === 0) throw ChatErrors.contentRequired();
  if (trimmed.length > MAX_MESSAGE_LENGTH) throw ChatErrors.contentTooLong();
  return trimmed;
}

/** The client's id for a message: a UUID v4, lower-cased. */
export function cleanClientId(clientId: unknown): string {
  if (typeof clientId !== 'string' || !UUID_V4.test(clientId)) throw ChatErrors.clientIdInvalid();
  return clientId.toLowerCase();
}

/** `after` of a subscribe or a page: absent, or a seq (a whole number from 0). */
export function cleanAfter(after: unknown): number | undefined {
  if (after === undefined || after === null) return undefined;
  if (typeof after !== 'number' || !Number.isSafeInteger(after) || after < 0) throw ChatErrors.afterInvalid();
  return after;
}

/**
 * The conversations of every sub-app: reading, sending (REST or socket, same rules, a per-member
 * rate limit) and broadcasting each new message to the conversation's room on every node.
 */
@Injectable()
export class ChatService {
  private readonly stores = new Map<ChatKind, ConversationStore>();
  private readonly sendLimit: RateLimiter;
  private server?: Namespace;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(HIT_STORE) hits: HitStore,
    private readonly metrics: MetricsService,
    private readonly link: ChatLink,
    private readonly push: MemberPushService,
    private readonly notifications: NotificationsService,
  ) {
    this.sendLimit = new RateLimiter(hits, 'chat-send', 60, Number.MAX_SAFE_INTEGER, config.chatMessagesPerMinute);
  }

  register(store: ConversationStore): void {
    this.stores.set(store.kind, store);
  }

  attachServer(server: Namespace): void {
    this.server = server;
    this.push.attach(server);
    this.metrics.countSocketsWith(() => server.sockets.size);
    // A link to the other nodes came back: sockets that may have missed a message subscribe again with `after`.
    this.link.onResync((scope) => (scope === 'cluster' ? server : server.local).emit(CHAT_RESYNC_EVENT));
  }

  private store(kind: unknown, id: unknown): ConversationStore {
    const store = this.stores.get(kind as ChatKind);
    if (!store || !isUuid(id)) throw ChatErrors.conversationNotFound();
    return store;
  }

  async read(userId: string, kind: ChatKind, id: string, page: MessagePage): Promise<ChatMessage[]> {
    const store = this.store(kind, id);
    await store.assertCanRead(userId, id);
    const messages = await store.list(id, page);
    // She read the newest messages (opened it, or its open page refreshed): its unread notification is read.
    if (page.before === undefined) await this.notifications.readConversation(userId, store.kind, id);
    return messages;
  }

  async assertCanSubscribe(userId: string, kind: unknown, id: unknown): Promise<void> {
    await this.store(kind, id).assertCanRead(userId, id as string);
  }

  /**
   * A conversation closed (ended, blocked, completed): its open sockets are told, without a
   * reason, and leave its room on every node. Call after the change is committed.
   */
  closed(kind: ChatKind, id: string): void {
    const room = roomOf(kind, id);
    const event: ChatClosedEvent = { kind, id };
    this.server?.to(room).emit('closed', event);
    this.server?.in(room).socketsLeave(room);
  }

  /**
   * Stores a message and broadcasts it to the conversation's room on every node. Idempotent on
   * (conversation, clientId): a resend answers the stored message (same id and seq) with no second
   * row and no second notification, but it is broadcast again. The first broadcast may never have
   * happened (the node that stored it died, or its publish was lost, before the sender got the
   * ack), and the resend is the only moment anyone learns of it; clients keep messages by id, so a
   * second delivery is shown once.
   *
   * While this node cannot publish (Redis unreachable) a send is refused at once with
   * `chat.unavailable` (503) and nothing is stored.
   */
  async send(userId: string, kind: unknown, id: unknown, content: unknown, clientId: unknown): Promise<ChatMessage> {
    const store = this.store(kind, id);
    const text = cleanContent(content);
    const key = cleanClientId(clientId);
    if (!this.link.canPublish) throw Object.assign(ChatErrors.unavailable(), { retryAfterSeconds: 2 });
    // Counted per member only: a message has no address to count (a socket's frames and a REST send alike).
    await this.sendLimit.consumeHolder(userId);
    const { message, unread, resent } = await store.insert(userId, id as string, text, key);
    if (unread) this.notifications.deliverUnread(unread.notification, unread.created);
    this.broadcastMessage(store.kind, id as string, message);
    if (!resent) this.metrics.messageSent(store.kind);
    // The Redis client writes a publish at the loop's next turn (it corks its socket until a
    // setImmediate), while the answer would be written at once: a node killed in between leaves
    // the sender holding "stored" (no resend ever) and the other nodes never told. Answer after
    // that turn, once the publish has left the process.
    await nextTurn();
    return message;
  }

  /** Sends a stored message to its conversation's room on every node (the test seam for a lost broadcast). */
  broadcastMessage(kind: ChatKind, id: string, message: ChatMessage): void {
    this.emitMessage(kind, id, message, this.server?.to(roomOf(kind, id)));
  }

  /**
   * A send by the REST API: the spec's calls carry `{content}` only, so a send without `clientId`
   * (absent or null) gets one made here; such a send is simply not idempotent (an
   * `Idempotency-Key` header makes it so). With a `clientId`, the same rules as the socket's.
   */
  sendByRest(userId: string, kind: ChatKind, id: string, content: unknown, clientId: unknown): Promise<ChatMessage> {
    return this.send(userId, kind, id, content, clientId === undefined || clientId === null ? randomUUID() : clientId);
  }

  /**
   * Replays to one socket every message of the conversation after the seq `after`, oldest first, as
   * `message` events (the socket has joined the room before, so nothing sent meanwhile is missed;
   * a message may then arrive twice, which clients absorb by id). Access was checked by the caller.
   */
  async replay(socket: { emit(event: string, payload: unknown): unknown }, kind: ChatKind, id: string, after: number): Promise<void> {
    const store = this.store(kind, id);
    for (let from = after; ; ) {
      const page = await store.list(id, { after: from, limit: REPLAY_PAGE });
      for (const message of page) this.emitMessage(kind, id, message, socket);
      if (page.length < REPLAY_PAGE) return;
      from = page[page.length - 1].seq;
    }
  }

  private emitMessage(kind: ChatKind, id: string, message: ChatMessage, to: { emit(event: string, payload: unknown): unknown } | undefined): void {
    const event: ChatMessageEvent = { kind, id, message };
    to?.emit('message', event);
  }
}
