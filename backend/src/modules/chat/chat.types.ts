import { ChatKind, ChatMessage } from '@pfe/contracts';
import type { UnreadNotificationRow } from '../notifications/notifications.sql';

/** A page of history, oldest first: the `limit` messages after the seq `after`, else before `before` (or the newest). */
export interface MessagePage {
  before?: string;
  after?: number;
  limit: number;
}

/**
 * One kind of conversation (a SupportMatch partnership, a SocketRelay fulfilment). Each method
 * checks that `userId` takes part and that the conversation is open, and throws a 404 otherwise,
 * so an outsider cannot tell a private conversation from a missing one.
 */
export interface ConversationStore {
  readonly kind: ChatKind;
  assertCanRead(userId: string, conversationId: string): Promise<void>;
  list(conversationId: string, page: MessagePage): Promise<ChatMessage[]>;
  /**
   * Checks the sender may write now (participant, open, no block between the two) and stores the
   * message; in the same statement, the other participant's unread notification for the
   * conversation is created or counted up (answered as `unread`). A message already stored under
   * `clientId` by this sender with this content is answered as it is (`resent`), nothing stored.
   * Sends that arrive together may be stored in one statement: their conversation's notification
   * is then counted up once by all of them and answered with the last of them only.
   */
  insert(userId: string, conversationId: string, content: string, clientId: string): Promise<StoredMessage>;
}

export interface StoredMessage {
  message: ChatMessage;
  /**
   * The recipient's unread notification for this conversation as this message left it, `created`
   * by it or counted up (none when she switched the kind off or her account is deleted, and none
   * on the earlier messages of a batch whose last message carries it).
   */
  unread?: { notification: UnreadNotificationRow; created: boolean };
  /** A resend: the message was stored before (same clientId), nothing was stored now. */
  resent: boolean;
}

export function roomOf(kind: ChatKind, id: string): string {
  return `${kind}:${id}`;
}
