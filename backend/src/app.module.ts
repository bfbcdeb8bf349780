import { DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { ScheduleModule } from '@nestjs/schedule';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccessGuard } from './common/access/access.guard';
import { CommonModule } from './common/common.module';
import { HttpExceptionFilter } from './common/errors/http-exception.filter';
import { ProfileGuard } from './common/profiles/requires-profile';
import { AppConfig } from './config/app-config';
import { dataSourceOptions } from './database/data-source-options';
import { AccountDataModule } from './modules/account/account-data.module';
import { AccountModule } from './modules/account/account.module';
import { ActivityModule } from './modules/activity/activity.module';
import { AdminModule } from './modules/admin/admin.module';
import { AnnouncementsModule } from './modules/announcements/announcements.module';
import { AuthModule } from './modules/auth/auth.module';
import { ChatModule } from './modules/chat/chat.module';
import { SafetyModule } from './modules/safety/safety.module';
import { SupportMatchModule } from './modules/supportmatch/supportmatch.module';
import { SocketRelayModule } from './modules/socketrelay/socketrelay.module';
import { LighthouseModule } from './modules/lighthouse/lighthouse.module';
import { SleepStoriesModule } from './modules/sleepstories/sleepstories.module';
import { InvitesModule } from './modules/invites/invites.module';
import { PaymentsModule } from './modules/payments/payments.module';
import { PricingModule } from './modules/pricing/pricing.module';
import { SubscriptionsModule } from './modules/subscriptions/subscriptions.module';
import { HealthModule } from './modules/health/health.module';
import { NotificationsModule } from './modules/notifications/notifications.module';
import { UsersModule } from './modules/users/users.module';

@Module({})
export class AppModule {
  /** `databaseUrl` is the resolved URL (external or embedded). */
  static forRoot(config: AppConfig, databaseUrl: string, extraModules: DynamicModule['imports'] = []): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CommonModule.forRoot(config),
        TypeOrmModule.forRoot(dataSourceOptions(databaseUrl)),
        ScheduleModule.forRoot(),
        HealthModule,
        UsersModule,
        AuthModule,
        ActivityModule,
        PricingModule,
        InvitesModule,
        SubscriptionsModule,
        PaymentsModule,
        AdminModule,
        ChatModule,
        NotificationsModule,
        SafetyModule,
        SupportMatchModule,
        SocketRelayModule,
        LighthouseModule,
        AnnouncementsModule,
        SleepStoriesModule,
        AccountDataModule,
        AccountModule,
        ...extraModules,
      ],
      providers: [
        { provide: APP_GUARD, useClass: AccessGuard },
        { provide: APP_GUARD, useClass: ProfileGuard },
        { provide: APP_FILTER, useClass: HttpExceptionFilter },
      ],
    };
  }
}
