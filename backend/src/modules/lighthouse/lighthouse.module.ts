import { Module, OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ProfileRegistry } from '../../common/profiles/requires-profile';
import { ChatService } from '../chat/chat.service';
import { BlocksService } from '../safety/blocks.service';
import { LighthouseMatchEntity } from './entities/lighthouse-match.entity';
import { LighthouseProfileEntity } from './entities/lighthouse-profile.entity';
import { LighthousePropertyEntity } from './entities/lighthouse-property.entity';
import { LighthouseAdminController } from './lighthouse-admin.controller';
import { LighthouseMatchesService } from './lighthouse-matches.service';
import { LighthousePhotosService } from './lighthouse-photos.service';
import { LighthousePropertyPhotoEntity } from './entities/lighthouse-property-photo.entity';
import { LighthouseProfilesService } from './lighthouse-profiles.service';
import { LighthousePropertiesService } from './lighthouse-properties.service';
import { LighthouseStatsService } from './lighthouse-stats.service';
import { LighthouseController } from './lighthouse.controller';
import { LighthouseErrors } from './lighthouse.errors';
import { MatchChatStore } from './match-chat.store';
import { AccountDataRegistry } from '../account/account-data.registry';
import { LighthouseAccountData } from './lighthouse-account-data';
import { NotificationKindRegistry } from '../notifications/notification-kinds.registry';
import { AnnouncementsService } from '../announcements/announcements.service';
import { AnnouncementsModule } from '../announcements/announcements.module';

@Module({
  imports: [TypeOrmModule.forFeature([LighthouseProfileEntity, LighthousePropertyEntity, LighthouseMatchEntity, LighthousePropertyPhotoEntity]), AnnouncementsModule],
  controllers: [LighthouseController, LighthouseAdminController],
  providers: [LighthouseProfilesService, LighthousePropertiesService, LighthousePhotosService, LighthouseMatchesService, LighthouseStatsService, MatchChatStore, LighthouseAccountData],
})
export class LighthouseModule implements OnModuleInit {
  constructor(
    private readonly chat: ChatService,
    private readonly store: MatchChatStore,
    private readonly blocks: BlocksService,
    private readonly matches: LighthouseMatchesService,
    private readonly profiles: LighthouseProfilesService,
    private readonly profileRegistry: ProfileRegistry,
    private readonly accountData: AccountDataRegistry,
    private readonly accountContributor: LighthouseAccountData,
    private readonly notificationKinds: NotificationKindRegistry,
    private readonly announcements: AnnouncementsService,
  ) {}

  onModuleInit(): void {
    this.chat.register(this.store);
    // A block cancels the two members' open requests quietly, in the block's transaction.
    this.blocks.onBlock((tx, blocker, blocked) => this.matches.cancelBetween(tx, blocker, blocked));
    this.blocks.resolveNamesWith((viewerId, ids) => this.profiles.displayNamesSeenBy(viewerId, ids));
    this.profileRegistry.register('lighthouse', { has: (userId) => this.profiles.own.has(userId), missing: LighthouseErrors.noProfile });
    this.accountData.register(this.accountContributor);
    this.notificationKinds.register(
      { kind: 'lighthouse.match_requested', sentence: 'Someone asked to stay at one of your LightHouse listings.' },
      { kind: 'lighthouse.match_accepted', sentence: 'A host accepted your LightHouse request.' },
      { kind: 'lighthouse.match_rejected', sentence: 'A host did not accept your LightHouse request.' },
      { kind: 'lighthouse.chat_unread', sentence: 'You have unread LightHouse messages.' },
      { kind: 'lighthouse.announcement', sentence: 'There is a new LightHouse announcement.' },
    );
    // LightHouse is used by members with a LightHouse profile.
    this.announcements.registerAudience('lighthouse', async (tx) =>
      (await tx.query(`SELECT user_id FROM lighthouse_profiles WHERE is_active`)).map((r: { user_id: string }) => r.user_id),
    );
  }
}
