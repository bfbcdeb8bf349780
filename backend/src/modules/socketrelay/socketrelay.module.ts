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
import { NotificationKindRegistry } from '../notifications/notification-kinds.registry';
import { AnnouncementsService } from '../announcements/announcements.service';
import { AnnouncementsModule } from '../announcements/announcements.module';

@Module({
  imports: [TypeOrmModule.forFeature([SocketRelayProfileEntity, SocketRelayRequestEntity, SocketRelayFulfillmentEntity]), AnnouncementsModule],
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
    private readonly notificationKinds: NotificationKindRegistry,
    private readonly announcements: AnnouncementsService,
  ) {}

  onModuleInit(): void {
    this.chat.register(this.store);
    // A block quietly cancels the pair's active fulfilment, in the block's transaction.
    this.blocks.onBlock((tx, blocker, blocked) => this.fulfillments.cancelBetween(tx, blocker, blocked));
    this.blocks.resolveNamesWith((viewerId, ids) => this.profiles.displayNamesSeenBy(viewerId, ids));
    this.profileRegistry.register('socketrelay', { has: (userId) => this.profiles.own.has(userId), missing: SocketRelayErrors.noProfile });
    this.accountData.register(this.accountContributor);
    this.notificationKinds.register(
      { kind: 'socketrelay.request_taken', sentence: 'Someone took your SocketRelay request.' },
      { kind: 'socketrelay.fulfillment_closed', data: ['outcome'], sentence: 'A SocketRelay fulfilment you take part in was closed.' },
      { kind: 'socketrelay.request_expiring', sentence: 'Your SocketRelay request expires tomorrow.' },
      { kind: 'socketrelay.chat_unread', sentence: 'You have unread SocketRelay messages.' },
      { kind: 'socketrelay.announcement', sentence: 'There is a new SocketRelay announcement.' },
    );
    // SocketRelay is used by members with a SocketRelay profile.
    this.announcements.registerAudience('socketrelay', async (tx) =>
      (await tx.query(`SELECT user_id FROM socketrelay_profiles WHERE is_active`)).map((r: { user_id: string }) => r.user_id),
    );
  }
}
