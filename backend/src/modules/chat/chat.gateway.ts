import { HttpException, Logger } from '@nestjs/common';
import { ConnectedSocket, MessageBody, OnGatewayConnection, OnGatewayInit, SubscribeMessage, WebSocketGateway } from '@nestjs/websockets';
import type { Request } from 'express';
import type { Namespace, Socket } from 'socket.io';
import { isMember } from '../../common/access/access.guard';
import { AuthUser } from '../../common/http/auth-user';
import { ChatService } from './chat.service';
import { ChatKind, ChatMessage, roomOf } from './chat.types';

type Ack<T extends object = object> = ({ ok: true } & T) | { ok: false; error: string };

interface ConversationRef {
  kind?: unknown;
  id?: unknown;
}

function failure(err: unknown): { ok: false; error: string } {
  if (err instanceof HttpException) {
    const response = err.getResponse();
    const message = typeof response === 'string' ? response : (response as { message?: unknown }).message;
    return { ok: false, error: Array.isArray(message) ? message.join('; ') : String(message ?? err.message) };
  }
  new Logger('ChatGateway').error(err instanceof Error ? err.stack : String(err));
  return { ok: false, error: 'Something went wrong on our side' };
}

/**
 * socket.io namespace /chat. The handshake carries the session cookie (read by the session
 * middleware the adapter installs); signed-out and non-member sessions are refused.
 */
@WebSocketGateway({ namespace: '/chat' })
export class ChatGateway implements OnGatewayInit, OnGatewayConnection {
  constructor(private readonly chat: ChatService) {}

  afterInit(server: Namespace): void {
    this.chat.attachServer(server);
    server.use((socket, next) => {
      const user = (socket.request as Request).user as AuthUser | undefined;
      if (!user) return next(new Error('Please sign in to continue'));
      if (!isMember(user)) return next(new Error('Invite code required'));
      socket.data.userId = user.id;
      next();
    });
  }

  handleConnection(socket: Socket): void {
    socket.emit('ready', { ok: true });
  }

  @SubscribeMessage('subscribe')
  async subscribe(@ConnectedSocket() socket: Socket, @MessageBody() ref: ConversationRef): Promise<Ack> {
    try {
      await this.chat.assertCanSubscribe(socket.data.userId, ref?.kind, ref?.id);
      await socket.join(roomOf(ref.kind as ChatKind, ref.id as string));
      return { ok: true };
    } catch (err) {
      return failure(err);
    }
  }

  @SubscribeMessage('unsubscribe')
  async unsubscribe(@ConnectedSocket() socket: Socket, @MessageBody() ref: ConversationRef): Promise<Ack> {
    try {
      await this.chat.assertCanSubscribe(socket.data.userId, ref?.kind, ref?.id);
      await socket.leave(roomOf(ref.kind as ChatKind, ref.id as string));
      return { ok: true };
    } catch (err) {
      return failure(err);
    }
  }

  @SubscribeMessage('send')
  async send(@ConnectedSocket() socket: Socket, @MessageBody() body: ConversationRef & { content?: unknown }): Promise<Ack<{ message: ChatMessage }>> {
    try {
      const message = await this.chat.send(socket.data.userId, body?.kind, body?.id, body?.content);
      return { ok: true, message };
    } catch (err) {
      return failure(err);
    }
  }
}
