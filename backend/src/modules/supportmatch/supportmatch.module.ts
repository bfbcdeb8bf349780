import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
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
import { SupportMatchAccountData } from './supportmatch-account-data';

/** SupportMatch's controllers and providers; what it plugs into the platform (chat, notifications, account data…) is its manifest entry, supportmatch.sub-app.ts. */
@Module({
  imports: [TypeOrmModule.forFeature([SupportMatchProfileEntity, PartnershipEntity, ReportEntity, MatchingRunEntity])],
  controllers: [SupportMatchController, SupportMatchAdminController],
  providers: [ProfilesService, PartnershipsService, SupportMatchBlocksService, ReportsService, MatchingService, MatchingStatusService, SupportMatchStatsService, PartnershipChatStore, SupportMatchJobs, SupportMatchAccountData],
})
export class SupportMatchModule {}
