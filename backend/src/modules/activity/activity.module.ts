import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ActivityController } from './activity.controller';
import { ActivityRepository } from './activity.repository';
import { ActivityService } from './activity.service';
import { AdminActionLogEntity } from './entities/admin-action-log.entity';

/** Global: every module that changes something as an admin logs through ActivityService. */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([AdminActionLogEntity])],
  controllers: [ActivityController],
  providers: [ActivityService, ActivityRepository],
  exports: [ActivityService],
})
export class ActivityModule {}
