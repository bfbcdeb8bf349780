import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
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
import { MatchChatStore } from './match-chat.store';
import { LighthouseAccountData } from './lighthouse-account-data';
import { LighthouseTrustRepository } from './lighthouse-trust.repository';
import { LighthouseTrustService } from './lighthouse-trust.service';

import { LighthouseMatchesRepository } from './lighthouse-matches.repository';
import { LighthousePhotosRepository } from './lighthouse-photos.repository';
import { LighthouseProfilesRepository } from './lighthouse-profiles.repository';
import { LighthousePropertiesRepository } from './lighthouse-properties.repository';

/** LightHouse's controllers and providers; what it plugs into the platform (chat, notifications, account data…) is its manifest entry, lighthouse.sub-app.ts. */
@Module({
  imports: [TypeOrmModule.forFeature([LighthouseProfileEntity, LighthousePropertyEntity, LighthouseMatchEntity, LighthousePropertyPhotoEntity])],
  controllers: [LighthouseController, LighthouseAdminController],
  providers: [
    LighthouseProfilesRepository,
    LighthousePropertiesRepository,
    LighthousePhotosRepository,
    LighthouseMatchesRepository,
    LighthouseProfilesService, LighthousePropertiesService, LighthousePhotosService, LighthouseMatchesService, LighthouseStatsService, MatchChatStore, LighthouseAccountData, LighthouseTrustRepository, LighthouseTrustService],
})
export class LighthouseModule {}
