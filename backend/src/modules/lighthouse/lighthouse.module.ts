import { Module, OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ProfileRegistry } from '../../common/profiles/requires-profile';
import { ChatService } from '../chat/chat.service';
import { BlocksService } from '../safety/blocks.service';
import { LighthouseMatchEntity } from './entities/lighthouse-match.entity';
import { LighthouseMessageEntity } from './entities/lighthouse-message.entity';
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

@Module({
  imports: [TypeOrmModule.forFeature([LighthouseProfileEntity, LighthousePropertyEntity, LighthouseMatchEntity, LighthouseMessageEntity, LighthousePropertyPhotoEntity])],
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
  ) {}

  onModuleInit(): void {
    this.chat.register(this.store);
    // A block cancels the two members' open requests quietly, in the block's transaction.
    this.blocks.onBlock((tx, blocker, blocked) => this.matches.cancelBetween(tx, blocker, blocked));
    this.blocks.resolveNamesWith((ids) => this.profiles.displayNamesOf(ids));
    this.profileRegistry.register('lighthouse', { has: (userId) => this.profiles.own.has(userId), missing: LighthouseErrors.noProfile });
    this.accountData.register(this.accountContributor);
  }
}
