import { Global, Module } from '@nestjs/common';
import { ChatGateway } from './chat.gateway';
import { ChatService } from './chat.service';

/** Generic conversations; sub-apps register their ConversationStore with ChatService. */
@Global()
@Module({ providers: [ChatService, ChatGateway], exports: [ChatService] })
export class ChatModule {}
