import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SleepStoryProgressEntity } from './entities/sleep-story-progress.entity';
import { SleepStoryEntity } from './entities/sleep-story.entity';
import { SleepStoriesAudioService } from './sleepstories-audio.service';
import { SleepStoriesAdminController } from './sleepstories-admin.controller';
import { SleepStoriesController } from './sleepstories.controller';
import { SleepStoriesStoriesService } from './sleepstories-stories.service';
import { SleepStoriesAccountData } from './sleepstories-account-data';
import { SleepStoriesRepository } from './sleepstories.repository';

/** SleepStories's controllers and providers; what it plugs into the platform (chat, notifications, account data…) is its manifest entry, sleepstories.sub-app.ts. */
@Module({
  imports: [TypeOrmModule.forFeature([SleepStoryEntity, SleepStoryProgressEntity])],
  // The admin controller first: its literal `admin/...` paths must win over the member `:id` routes.
  controllers: [SleepStoriesAdminController, SleepStoriesController],
  providers: [
    SleepStoriesRepository,
    SleepStoriesStoriesService,
    SleepStoriesAudioService,
    SleepStoriesAccountData,
  ],
})
export class SleepStoriesModule {}
