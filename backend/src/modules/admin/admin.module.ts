import { Module } from '@nestjs/common';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module';
import { AdminStatsService } from './admin-stats.service';
import { AdminUsersService } from './admin-users.service';
import { AdminController } from './admin.controller';
import { AdminRepository } from './admin.repository';

@Module({
  imports: [SubscriptionsModule],
  controllers: [AdminController],
  providers: [AdminStatsService, AdminUsersService, AdminRepository],
})
export class AdminModule {}
