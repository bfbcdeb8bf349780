import { MAX_MESSAGE_LENGTH } from '@pfe/contracts';
import { SOCKET_LIMITS } from './socket-limits';
import { defineErrors } from '../../common/errors/domain-error';

export const ChatErrors = defineErrors('chat', {
  /** The same answer for "does not exist", "not yours", "ended" and "blocked": a private conversation is never confirmed. */
  conversationNotFound: [404, 'Conversation not found'],
  contentRequired: [400, 'Message content is required'],
  contentTooLong: [400, `Messages can be at most ${MAX_MESSAGE_LENGTH} characters`],
  clientIdInvalid: [400, 'A message needs a client id (a UUID v4)'],
  /** The client id names a stored message with another content (or another sender's). */
  clientIdReused: [409, 'This client id was already used for another message'],
  afterInvalid: [400, 'after must be a message sequence number'],
  /** Redis (which carries messages between nodes) is unreachable: nothing was stored; try again. */
  unavailable: [503, 'Chat is briefly unavailable; your message was not sent. Please try again in a moment.'],
  /** Socket acks only: the connection spent its event budget, or follows too many conversations. */
  tooManyEvents: [429, 'Too many requests on this connection. Please slow down.'],
  tooManyConversations: [400, `A connection can follow at most ${SOCKET_LIMITS.roomsPerSocket} conversations`],
});
