export const CHAT_KINDS = ['partnership', 'fulfillment'] as const;
export type ChatKind = (typeof CHAT_KINDS)[number];

export const MAX_MESSAGE_LENGTH = 2000;
export const MESSAGE_PAGE_DEFAULT = 50;
export const MESSAGE_PAGE_MAX = 100;

/** A page of history: the `limit` messages before `before` (or the newest), oldest first. */
export interface MessagePage {
  before?: string;
  limit: number;
}

export interface ChatMessage {
  id: string;
  senderId: string;
  content: string;
  createdAt: string;
}

/** Server → client event, to the room of one conversation. */
export interface ChatMessageEvent {
  kind: ChatKind;
  id: string;
  message: ChatMessage;
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
  /** Checks the sender may write now (participant, open, no block between the two) and stores the message. */
  insert(userId: string, conversationId: string, content: string): Promise<ChatMessage>;
}

export function roomOf(kind: ChatKind, id: string): string {
  return `${kind}:${id}`;
}
