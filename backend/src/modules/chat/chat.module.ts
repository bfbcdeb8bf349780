import { Global, Module } from '@nestjs/common';
import { ChatGateway } from './chat.gateway';
import { ChatLink } from './chat-link';
import { ChatService } from './chat.service';
import { SessionEndedListener } from './session-ended.listener';

/** Generic conversations; sub-apps register their ConversationStore with ChatService. */
@Global()
@Module({ providers: [ChatService, ChatGateway, SessionEndedListener, ChatLink], exports: [ChatService] })
export class ChatModule {}
