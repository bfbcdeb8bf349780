import { Module } from '@nestjs/common';
import { SubscriptionsJobs } from './subscriptions.jobs';
import { SubscriptionsRepository } from './subscriptions.repository';
import { SubscriptionsService } from './subscriptions.service';

@Module({ providers: [SubscriptionsService, SubscriptionsRepository, SubscriptionsJobs], exports: [SubscriptionsService] })
export class SubscriptionsModule {}
