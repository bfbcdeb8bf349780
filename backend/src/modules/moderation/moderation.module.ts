import { Module, OnModuleInit } from '@nestjs/common';
import { AccountDataRegistry } from '../account-data/account-data.registry';
import { ActivityModule } from '../activity/activity.module';
import { AuthModule } from '../auth/auth.module';
import { NotificationKindRegistry } from '../notifications/notification-kinds.registry';
import { ModerationAccountData } from './moderation-account-data';
import { ModerationActionsService } from './moderation-actions.service';
import { ModerationMembersService } from './moderation-members.service';
import { AccountModerationController, ModerationAdminController, ModerationController, ReportsController, SuspensionAppealController } from './moderation.controller';
import { ModerationRepository } from './moderation.repository';
import { ReportSubjectsRepository } from './report-subjects.repository';
import { ReportsService } from './reports.service';
import { SuspensionRepository } from '../safety/suspension.repository';

/** Moderation and trust (issue 32): reports from every app, moderators' actions, appeals, the invite tree. */
@Module({
  imports: [ActivityModule, AuthModule],
  controllers: [ReportsController, ModerationController, AccountModerationController, ModerationAdminController, SuspensionAppealController],
  providers: [SuspensionRepository, ModerationRepository, ReportSubjectsRepository, ReportsService, ModerationActionsService, ModerationMembersService, ModerationAccountData],
})
export class ModerationModule implements OnModuleInit {
  constructor(
    private readonly registry: AccountDataRegistry,
    private readonly contributor: ModerationAccountData,
    private readonly kinds: NotificationKindRegistry,
  ) {}

  onModuleInit(): void {
    this.registry.register(this.contributor);
    // Account kinds: always in the app, emailed by default. The words never name who reported or who decided.
    this.kinds.register(
      { kind: 'security.moderation_warning', sentence: 'A moderator sent you a warning. Sign in to read it.' },
      { kind: 'security.moderation_suspended', sentence: 'Your account was suspended by a moderator. Sign in to see until when and how to appeal.' },
      { kind: 'security.moderation_lifted', sentence: 'The suspension of your account was lifted.' },
      { kind: 'security.moderation_appeal_decided', sentence: 'A moderator decided your appeal. Sign in to read the outcome.' },
    );
  }
}
