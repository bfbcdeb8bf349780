import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { announcementsControllerFor } from './announcements.controller';
import { AnnouncementsRepository } from './announcements.repository';
import { AnnouncementsService } from './announcements.service';
import { AnnouncementEntity } from './entities/announcement.entity';

/** The announcements seam: one table, and the member and admin routes of each app that has announcements (from the manifest). */
@Module({})
export class AnnouncementsModule {
  static forApps(apps: readonly string[]): DynamicModule {
    return {
      module: AnnouncementsModule,
      imports: [TypeOrmModule.forFeature([AnnouncementEntity])],
      controllers: apps.map(announcementsControllerFor),
      providers: [AnnouncementsService, AnnouncementsRepository],
      exports: [AnnouncementsService],
    };
  }
}
