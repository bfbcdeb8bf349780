import { Module, OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SleepStoryProgressEntity } from './entities/sleep-story-progress.entity';
import { SleepStoryEntity } from './entities/sleep-story.entity';
import { SleepStoryAudioService } from './sleep-story-audio.service';
import { SleepStoriesAdminController } from './sleepstories-admin.controller';
import { SleepStoriesController } from './sleepstories.controller';
import { SleepStoriesService } from './sleepstories.service';
import { AccountDataRegistry } from '../account/account-data.registry';
import { SleepStoriesAccountData } from './sleepstories-account-data';
import { NotificationKindRegistry } from '../notifications/notification-kinds.registry';
import { AnnouncementsService } from '../announcements/announcements.service';
import { AnnouncementsModule } from '../announcements/announcements.module';

@Module({
  imports: [TypeOrmModule.forFeature([SleepStoryEntity, SleepStoryProgressEntity]), AnnouncementsModule],
  // The admin controller first: its literal `admin/...` paths must win over the member `:id` routes.
  controllers: [SleepStoriesAdminController, SleepStoriesController],
  providers: [
    SleepStoriesService,
    SleepStoryAudioService,
    SleepStoriesAccountData,
  ],
})
export class SleepStoriesModule implements OnModuleInit {
  constructor(
    private readonly accountData: AccountDataRegistry,
    private readonly accountContributor: SleepStoriesAccountData,
    private readonly notificationKinds: NotificationKindRegistry,
    private readonly announcements: AnnouncementsService,
  ) {}

  onModuleInit(): void {
    this.accountData.register(this.accountContributor);
    this.notificationKinds.register({ kind: 'sleepstories.announcement', sentence: 'There is a new SleepStories announcement.' });
    // SleepStories has no profile: it is used by members who have listened to a story.
    this.announcements.registerAudience('sleepstories', async (tx) =>
      (await tx.query(`SELECT DISTINCT user_id FROM sleep_story_progress`)).map((r: { user_id: string }) => r.user_id),
    );
  }
}
