import { ChatKind, ChatMessage, SESSION_ENDED_EVENT, SocketFailure } from '@pfe/contracts';
import { Inject, Logger } from '@nestjs/common';
import { ConnectedSocket, MessageBody, OnGatewayConnection, OnGatewayInit, SubscribeMessage, WebSocketGateway } from '@nestjs/websockets';
import type { Namespace, Socket } from 'socket.io';
import { isMember } from '../../common/access/access.guard';
import { AuthUser } from '../../common/http/auth-user';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { isUnexpected, toErrorBody } from '../../common/errors/http-exception.filter';
import { assertCleanInput } from '../../common/http/input-guard';
import { ChatErrors } from './chat.errors';
import { ChatService, cleanAfter } from './chat.service';
import { roomOf } from './chat.types';
import { memberRoom } from '../member-push/member-push.service';
import { ChangeFeed } from '../../database/change-feed';
import { EventBudget, SOCKET_LIMITS } from './socket-limits';

type Ack<T extends object = object> = ({ ok: true } & T) | SocketFailure;

interface ConversationRef {
  kind?: unknown;
  id?: unknown;
}

/** What a client says when it follows a conversation: with `after`, the seq of the last message it holds. */
interface SubscribeRef extends ConversationRef {
  after?: unknown;
}

/**
 * The ack of a refused event: the same code and words as the HTTP error body would carry, logged by
 * the same rule (a send refused during a Redis outage is `chat.unavailable`, deliberate: ChatLink
 * logs the outage once, not each send).
 */
function failure(err: unknown): SocketFailure {
  const body = toErrorBody(err);
  if (isUnexpected(err, body)) new Logger('ChatGateway').error(err instanceof Error ? err.stack : String(err));
  return { ok: false, code: body.code, error: body.message };
}

const sessionRoom = (sid: string) => `session:${sid}`;

/**
 * socket.io namespace /chat. The handshake carries the session cookie (read by the session
 * middleware the adapter installs); signed-out and non-member sessions are refused. Each socket
 * joins its session's room, so ending the session (on any node, or from the CLI) tells it
 * `session.ended {}` and then closes it: every node hears the database's NOTIFY and does this for
 * the sockets it holds (the packet is written before the close, which waits for it to drain). Every
 * event spends from the socket's budget; payloads pass the same input checks as HTTP bodies.
 */
@WebSocketGateway({ namespace: '/chat' })
export class ChatGateway implements OnGatewayInit, OnGatewayConnection {
  private readonly budgets = new WeakMap<Socket, EventBudget>();

  constructor(
    private readonly chat: ChatService,
    private readonly feed: ChangeFeed,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  afterInit(server: Namespace): void {
    this.chat.attachServer(server);
    this.feed.onSessionEnded((sid) => {
      const sockets = server.local.in(sessionRoom(sid));
      sockets.emit(SESSION_ENDED_EVENT, {});
      sockets.disconnectSockets(true);
    });
    // A session moved to a new id (privilege or password change) goes on: its sockets close, unwarned.
    this.feed.on('session_rotated', (sid) => server.local.in(sessionRoom(sid)).disconnectSockets(true));
    server.use((socket, next) => {
      const req = socket.request as typeof socket.request & { user?: AuthUser; sessionID?: string };
      const user = req.user as AuthUser | undefined;
      if (!user || !req.sessionID) return next(new Error('Please sign in to continue'));
      if (!isMember(user)) return next(new Error('Invite code required'));
      socket.data.userId = user.id;
      socket.data.sid = req.sessionID;
      next();
    });
  }

  async handleConnection(socket: Socket): Promise<void> {
    const room = sessionRoom(socket.data.sid);
    await socket.join([room, memberRoom(socket.data.userId)]);
    this.budgets.set(socket, new EventBudget(Date.now(), { ...this.config.chatEventBudget, refusalsBeforeClose: SOCKET_LIMITS.refusalsBeforeClose }));
    const same = [...(socket.nsp.adapter.rooms.get(room) ?? [])];
    for (const id of same.slice(0, Math.max(0, same.length - SOCKET_LIMITS.socketsPerSession))) socket.nsp.sockets.get(id)?.disconnect(true);
    socket.emit('ready', { ok: true });
  }

  /**
   * Follows a conversation. With `after`, every stored message with a larger seq is first sent to
   * this socket as `message` events, in order, before the ack; the room is joined before they are
   * read, so a message sent meanwhile comes live (perhaps a second time: clients keep by id).
   */
  @SubscribeMessage('subscribe')
  subscribe(@ConnectedSocket() socket: Socket, @MessageBody() ref: SubscribeRef): Promise<Ack> {
    return this.handle(socket, ref, async () => {
      const after = cleanAfter(ref?.after);
      await this.chat.assertCanSubscribe(socket.data.userId, ref?.kind, ref?.id);
      const room = roomOf(ref.kind as ChatKind, ref.id as string);
      if (!socket.rooms.has(room) && this.conversationCount(socket) >= SOCKET_LIMITS.roomsPerSocket) return failure(ChatErrors.tooManyConversations());
      await socket.join(room);
      if (after !== undefined) await this.chat.replay(socket, ref.kind as ChatKind, ref.id as string, after);
      return { ok: true };
    });
  }

  @SubscribeMessage('unsubscribe')
  unsubscribe(@ConnectedSocket() socket: Socket, @MessageBody() ref: ConversationRef): Promise<Ack> {
    return this.handle(socket, ref, async () => {
      await this.chat.assertCanSubscribe(socket.data.userId, ref?.kind, ref?.id);
      await socket.leave(roomOf(ref.kind as ChatKind, ref.id as string));
      return { ok: true };
    });
  }

  @SubscribeMessage('send')
  send(@ConnectedSocket() socket: Socket, @MessageBody() body: ConversationRef & { content?: unknown; clientId?: unknown }): Promise<Ack<{ message: ChatMessage }>> {
    return this.handle(socket, body, async () => {
      const message = await this.chat.send(socket.data.userId, body?.kind, body?.id, body?.content, body?.clientId);
      return { ok: true, message };
    });
  }

  /** The budget, the input checks, and one error shape for every event. */
  private async handle<T extends object>(socket: Socket, payload: unknown, run: () => Promise<Ack<T>>): Promise<Ack<T>> {
    const verdict = this.budgets.get(socket)?.take(Date.now()) ?? 'close';
    if (verdict === 'close') {
      socket.disconnect(true);
      return failure(ChatErrors.tooManyEvents());
    }
    if (verdict === 'refuse') return failure(ChatErrors.tooManyEvents());
    try {
      assertCleanInput(payload, 'The message');
      return await run();
    } catch (err) {
      return failure(err);
    }
  }

  private conversationCount(socket: Socket): number {
    // Every socket is in its own id's room, its session's room and its member's room; the rest are conversations.
    return socket.rooms.size - 3;
  }
}
