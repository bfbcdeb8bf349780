import { Injectable } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { SubscriptionsService } from './subscriptions.service';

/** Every day at 01:00 UTC, once across nodes: who is active or overdue today. */
@Injectable()
export class SubscriptionsJobs {
  constructor(private readonly subscriptions: SubscriptionsService) {}

  @Cron(CronExpression.EVERY_DAY_AT_1AM, { name: 'subscription-status', timeZone: 'UTC' })
  recomputeStatuses(): Promise<void> {
    return this.subscriptions.recomputeAllOnce();
  }
}
