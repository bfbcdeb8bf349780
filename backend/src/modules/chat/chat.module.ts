import { Global, Module } from '@nestjs/common';
import { ChatGateway } from './chat.gateway';
import { ChatLink } from './chat-link';
import { ChatService } from './chat.service';

/** Generic conversations; each sub-app's manifest entry names its ConversationStores (modules/sub-apps). */
@Global()
@Module({ providers: [ChatService, ChatGateway, ChatLink], exports: [ChatService] })
export class ChatModule {}
