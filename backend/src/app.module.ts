import { ModerationModule } from './modules/moderation/moderation.module';
import { DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { ScheduleModule } from '@nestjs/schedule';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccessGuard } from './common/access/access.guard';
import { CommonModule } from './common/common.module';
import { HttpExceptionFilter } from './common/errors/http-exception.filter';
import { IdempotencyModule } from './common/idempotency/idempotency.module';
import { ProfileGuard } from './common/profiles/requires-profile';
import { AppConfig } from './config/app-config';
import { ChangeFeedModule } from './database/change-feed.module';
import { dataSourceOptions } from './database/data-source-options';
import { AccountDataModule } from './modules/account-data/account-data.module';
import { AccountModule } from './modules/account/account.module';
import { ActivityModule } from './modules/activity/activity.module';
import { AdminModule } from './modules/admin/admin.module';
import { AuthModule } from './modules/auth/auth.module';
import { ChatModule } from './modules/chat/chat.module';
import { MemberPushModule } from './modules/member-push/member-push.module';
import { SafetyModule } from './modules/safety/safety.module';
import { InvitesModule } from './modules/invites/invites.module';
import { PaymentsModule } from './modules/payments/payments.module';
import { PricingModule } from './modules/pricing/pricing.module';
import { SubscriptionsModule } from './modules/subscriptions/subscriptions.module';
import { HealthModule } from './modules/health/health.module';
import { NotificationsModule } from './modules/notifications/notifications.module';
import { UsersModule } from './modules/users/users.module';
import type { SubAppEntry } from './modules/sub-apps/sub-app';
import { SUB_APPS } from './sub-apps';
import { SubAppsModule } from './modules/sub-apps/sub-apps.module';

@Module({})
export class AppModule {
  /** `databaseUrl` is the resolved URL (external or embedded); `subApps` the manifest (a test may add a fixture app). */
  static forRoot(config: AppConfig, databaseUrl: string, extraModules: DynamicModule['imports'] = [], subApps: readonly SubAppEntry[] = SUB_APPS): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CommonModule.forRoot(config),
        TypeOrmModule.forRoot(dataSourceOptions(databaseUrl)),
        ScheduleModule.forRoot(),
        ChangeFeedModule,
        IdempotencyModule,
        HealthModule,
        UsersModule,
        AuthModule,
        ActivityModule,
        PricingModule,
        InvitesModule,
        SubscriptionsModule,
        PaymentsModule,
        AdminModule,
        MemberPushModule,
        ChatModule,
        NotificationsModule,
        SafetyModule,
        // The sub-apps of the manifest (sub-apps.ts), their announcements, and what they plug into the seams.
        SubAppsModule.forRoot(subApps),
        AccountDataModule,
        AccountModule,
        ModerationModule,
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
