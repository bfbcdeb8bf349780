import { MAX_MESSAGE_LENGTH } from '@pfe/contracts';
import { SOCKET_LIMITS } from './socket-limits';
import { defineErrors } from '../../common/errors/domain-error';

export const ChatErrors = defineErrors('chat', {
  /** The same answer for "does not exist", "not yours", "ended" and "blocked": a private conversation is never confirmed. */
  conversationNotFound: [404, 'Conversation not found'],
  contentRequired: [400, 'Message content is required'],
  contentTooLong: [400, `Messages can be at most ${MAX_MESSAGE_LENGTH} characters`],
  /** Socket acks only: the connection spent its event budget, or follows too many conversations. */
  tooManyEvents: [429, 'Too many requests on this connection. Please slow down.'],
  tooManyConversations: [400, `A connection can follow at most ${SOCKET_LIMITS.roomsPerSocket} conversations`],
});
