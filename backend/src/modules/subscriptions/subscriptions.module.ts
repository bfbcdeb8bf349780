import { Module } from '@nestjs/common';
import { SubscriptionsJobs } from './subscriptions.jobs';
import { SubscriptionsService } from './subscriptions.service';

@Module({ providers: [SubscriptionsService, SubscriptionsJobs], exports: [SubscriptionsService] })
export class SubscriptionsModule {}
