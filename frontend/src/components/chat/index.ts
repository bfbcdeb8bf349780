export { MessageThread, MESSAGE_STATUS_TEXT } from './message-thread';
export { ConversationThread } from './conversation-thread';
export { ConversationClosedError, isConversationGone, useConversation, type ConversationConfig } from './use-conversation';
export { clearOutboxes } from './outbox';
export { LiveStatus } from './live-status';
