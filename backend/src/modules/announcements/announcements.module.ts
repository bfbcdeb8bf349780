import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ANNOUNCEMENTS_CONTROLLERS } from './announcements.controller';
import { AnnouncementsService } from './announcements.service';
import { AnnouncementEntity } from './entities/announcement.entity';

@Module({
  imports: [TypeOrmModule.forFeature([AnnouncementEntity])],
  controllers: ANNOUNCEMENTS_CONTROLLERS,
  providers: [AnnouncementsService],
  exports: [AnnouncementsService],
})
export class AnnouncementsModule {}
