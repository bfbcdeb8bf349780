import { Global, Module } from '@nestjs/common';
import { ChatGateway } from './chat.gateway';
import { ChatService } from './chat.service';
import { SessionEndedListener } from './session-ended.listener';

/** Generic conversations; sub-apps register their ConversationStore with ChatService. */
@Global()
@Module({ providers: [ChatService, ChatGateway, SessionEndedListener], exports: [ChatService] })
export class ChatModule {}
