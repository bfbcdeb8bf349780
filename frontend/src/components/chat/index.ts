export { MessageThread } from './message-thread';
export { useConversation, type ConversationConfig } from './use-conversation';
