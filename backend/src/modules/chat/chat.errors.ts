import { MAX_MESSAGE_LENGTH } from '@pfe/contracts';
import { defineErrors } from '../../common/errors/domain-error';

export const ChatErrors = defineErrors('chat', {
  /** The same answer for "does not exist", "not yours", "ended" and "blocked": a private conversation is never confirmed. */
  conversationNotFound: [404, 'Conversation not found'],
  contentRequired: [400, 'Message content is required'],
  contentTooLong: [400, `Messages can be at most ${MAX_MESSAGE_LENGTH} characters`],
});
