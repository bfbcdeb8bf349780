import { ChatClosedEvent, ChatKind, ChatMessage, ChatMessageEvent, MAX_MESSAGE_LENGTH } from '@pfe/contracts';
import { Inject, Injectable } from '@nestjs/common';
import type { Namespace } from 'socket.io';
import { isUuid } from '../../common/http/id-param';
import { MetricsService } from '../../common/metrics/metrics.service';
import { HIT_STORE } from '../../common/rate-limit/hit-store.provider';
import { HitStore, RateLimiter } from '../../common/rate-limit/rate-limiter';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { ChatErrors } from './chat.errors';
import { ConversationStore, memberRoom, MessagePage, roomOf, StoredMessage } from './chat.types';


/** Validates what a member wants to send: trimmed, 1 to 2,000 characters. */
export function cleanContent(content: unknown): string {
  const trimmed = typeof content === 'string' ? content.trim() : '';
  if (trimmed.length === 0) throw ChatErrors.contentRequired();
  if (trimmed.length > MAX_MESSAGE_LENGTH) throw ChatErrors.contentTooLong();
  return trimmed;
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
  private readonly unreadListeners: ((unread: NonNullable<StoredMessage['unread']>) => void)[] = [];
  private readonly openedListeners: ((userId: string, kind: ChatKind, id: string) => Promise<void>)[] = [];

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(HIT_STORE) hits: HitStore,
    private readonly metrics: MetricsService,
  ) {
    this.sendLimit = new RateLimiter(hits, 'chat-send', 60, Number.MAX_SAFE_INTEGER, config.chatMessagesPerMinute);
  }

  register(store: ConversationStore): void {
    this.stores.set(store.kind, store);
  }

  attachServer(server: Namespace): void {
    this.server = server;
    this.metrics.countSocketsWith(() => server.sockets.size);
  }

  /** Sends an event to every socket of one member, on every node (the Redis adapter carries it). */
  toMember(userId: string, event: string, payload: unknown): void {
    this.server?.to(memberRoom(userId)).emit(event, payload);
  }

  /** Told of each new unread notification a message created (the notifications module delivers it). */
  onUnread(listener: (unread: NonNullable<StoredMessage['unread']>) => void): void {
    this.unreadListeners.push(listener);
  }

  /**
   * Told, and awaited, when a participant reads a conversation's newest messages (she opened it, or
   * its open page refreshed): the notifications module marks its unread notification read.
   */
  onOpened(listener: (userId: string, kind: ChatKind, id: string) => Promise<void>): void {
    this.openedListeners.push(listener);
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
    if (page.before === undefined) await Promise.all(this.openedListeners.map((listener) => listener(userId, store.kind, id)));
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

  async send(userId: string, kind: unknown, id: unknown, content: unknown): Promise<ChatMessage> {
    const store = this.store(kind, id);
    const text = cleanContent(content);
    await this.sendLimit.consume('-', userId);
    const { message, unread } = await store.insert(userId, id as string, text);
    if (unread) for (const listener of this.unreadListeners) listener(unread);
    const event: ChatMessageEvent = { kind: store.kind, id: id as string, message };
    this.server?.to(roomOf(store.kind, id as string)).emit('message', event);
    this.metrics.messageSent(store.kind);
    return message;
  }
}
