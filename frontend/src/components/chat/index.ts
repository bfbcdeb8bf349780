export { MessageThread } from './message-thread';
export { ConversationClosedError, isConversationGone, useConversation, type ConversationConfig } from './use-conversation';
export { LiveStatus } from './live-status';
