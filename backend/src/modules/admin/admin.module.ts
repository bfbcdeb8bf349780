import { Module } from '@nestjs/common';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module';
import { AdminStatsService } from './admin-stats.service';
import { AdminUsersService } from './admin-users.service';
import { AdminController } from './admin.controller';

@Module({
  imports: [SubscriptionsModule],
  controllers: [AdminController],
  providers: [AdminStatsService, AdminUsersService],
})
export class AdminModule {}
