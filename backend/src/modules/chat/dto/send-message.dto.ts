import { Allow, IsDefined } from 'class-validator';

/**
 * The body of every app's REST send: the content and, optionally, the client's id for the message
 * (a UUID v4, kept for its resends; without one the server makes one, ChatService.sendByRest). Both
 * are checked by ChatService, as for the socket's `send` (which requires the id), so REST and socket
 * answer the same codes (`chat.contentRequired`, `chat.clientIdInvalid`…).
 */
export class SendChatMessageDto {
  @IsDefined({ message: 'Message content is required' })
  content: unknown;

  @Allow()
  clientId: unknown;
}
