import { Module, OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ChatService } from '../chat/chat.service';
import { BlocksService } from '../safety/blocks.service';
import { ProfileRegistry } from '../../common/profiles/requires-profile';
import { SupportMatchErrors } from './supportmatch.errors';
import { MatchingRunEntity } from './entities/matching-run.entity';
import { PartnershipEntity } from './entities/partnership.entity';
import { ReportEntity } from './entities/report.entity';
import { SupportMatchProfileEntity } from './entities/support-match-profile.entity';
import { SupportMatchBlocksService } from './supportmatch-blocks.service';
import { MatchingStatusService } from './matching-status.service';
import { MatchingService } from './matching.service';
import { PartnershipChatStore } from './partnership-chat.store';
import { PartnershipsService } from './partnerships.service';
import { ProfilesService } from './profiles.service';
import { ReportsService } from './reports.service';
import { SupportMatchAdminController } from './supportmatch-admin.controller';
import { SupportMatchStatsService } from './supportmatch-stats.service';
import { SupportMatchController } from './supportmatch.controller';
import { SupportMatchJobs } from './supportmatch.jobs';
import { AccountDataRegistry } from '../account/account-data.registry';
import { SupportMatchAccountData } from './supportmatch-account-data';
import { NotificationKindRegistry } from '../notifications/notification-kinds.registry';
import { AnnouncementsService } from '../announcements/announcements.service';
import { AnnouncementsModule } from '../announcements/announcements.module';

@Module({
  imports: [TypeOrmModule.forFeature([SupportMatchProfileEntity, PartnershipEntity, ReportEntity, MatchingRunEntity]), AnnouncementsModule],
  controllers: [SupportMatchController, SupportMatchAdminController],
  providers: [ProfilesService, PartnershipsService, SupportMatchBlocksService, ReportsService, MatchingService, MatchingStatusService, SupportMatchStatsService, PartnershipChatStore, SupportMatchJobs, SupportMatchAccountData],
})
export class SupportMatchModule implements OnModuleInit {
  constructor(
    private readonly chat: ChatService,
    private readonly store: PartnershipChatStore,
    private readonly blocks: BlocksService,
    private readonly partnerships: PartnershipsService,
    private readonly profiles: ProfilesService,
    private readonly profileRegistry: ProfileRegistry,
    private readonly accountData: AccountDataRegistry,
    private readonly accountContributor: SupportMatchAccountData,
    private readonly notificationKinds: NotificationKindRegistry,
    private readonly announcements: AnnouncementsService,
  ) {}

  onModuleInit(): void {
    this.chat.register(this.store);
    // A block ends the pair's active partnership quietly, in the block's transaction.
    this.blocks.onBlock((tx, blocker, blocked) => this.partnerships.endBetween(tx, blocker, blocked));
    this.blocks.resolveNamesWith((viewerId, ids) => this.profiles.nicknamesSeenBy(viewerId, ids));
    this.profileRegistry.register('supportmatch', { has: (userId) => this.profiles.own.has(userId), missing: SupportMatchErrors.noProfile });
    this.accountData.register(this.accountContributor);
    this.notificationKinds.register(
      { kind: 'supportmatch.partnership_started', sentence: 'You have a new SupportMatch partner.' },
      { kind: 'supportmatch.partnership_ended', sentence: 'Your SupportMatch partnership ended.' },
      { kind: 'supportmatch.chat_unread', sentence: 'You have unread SupportMatch messages.' },
      { kind: 'supportmatch.announcement', sentence: 'There is a new SupportMatch announcement.' },
    );
    // SupportMatch is used by members with a SupportMatch profile.
    this.announcements.registerAudience('supportmatch', async (tx) =>
      (await tx.query(`SELECT user_id FROM support_match_profiles`)).map((r: { user_id: string }) => r.user_id),
    );
  }
}
