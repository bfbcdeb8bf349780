import { Module, OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ProfileRegistry } from '../../common/profiles/requires-profile';
import { ChatService } from '../chat/chat.service';
import { BlocksService } from '../safety/blocks.service';
import { SocketRelayFulfillmentEntity } from './entities/socketrelay-fulfillment.entity';
import { SocketRelayProfileEntity } from './entities/socketrelay-profile.entity';
import { SocketRelayRequestEntity } from './entities/socketrelay-request.entity';
import { FulfillmentChatStore } from './fulfillment-chat.store';
import { SocketRelayFulfillmentsService } from './fulfillments.service';
import { SocketRelayProfilesService } from './profiles.service';
import { SocketRelayRequestsService } from './requests.service';
import { SocketRelayAdminController } from './socketrelay-admin.controller';
import { SocketRelayAdminService } from './socketrelay-admin.service';
import { SocketRelayController, SocketRelayProfileController } from './socketrelay.controller';
import { SocketRelayErrors } from './socketrelay.errors';
import { SocketRelayJobs } from './socketrelay.jobs';
import { AccountDataRegistry } from '../account/account-data.registry';
import { SocketRelayAccountData } from './socketrelay-account-data';

@Module({
  imports: [TypeOrmModule.forFeature([SocketRelayProfileEntity, SocketRelayRequestEntity, SocketRelayFulfillmentEntity])],
  controllers: [SocketRelayProfileController, SocketRelayController, SocketRelayAdminController],
  providers: [SocketRelayProfilesService, SocketRelayRequestsService, SocketRelayFulfillmentsService, SocketRelayAdminService, FulfillmentChatStore, SocketRelayJobs, SocketRelayAccountData],
})
export class SocketRelayModule implements OnModuleInit {
  constructor(
    private readonly chat: ChatService,
    private readonly store: FulfillmentChatStore,
    private readonly blocks: BlocksService,
    private readonly fulfillments: SocketRelayFulfillmentsService,
    private readonly profiles: SocketRelayProfilesService,
    private readonly profileRegistry: ProfileRegistry,
    private readonly accountData: AccountDataRegistry,
    private readonly accountContributor: SocketRelayAccountData,
  ) {}

  onModuleInit(): void {
    this.chat.register(this.store);
    // A block quietly cancels the pair's active fulfilment, in the block's transaction.
    this.blocks.onBlock((tx, blocker, blocked) => this.fulfillments.cancelBetween(tx, blocker, blocked));
    this.blocks.resolveNamesWith((ids) => this.profiles.displayNamesOf(ids));
    this.profileRegistry.register('socketrelay', { has: (userId) => this.profiles.own.has(userId), missing: SocketRelayErrors.noProfile });
    this.accountData.register(this.accountContributor);
  }
}
