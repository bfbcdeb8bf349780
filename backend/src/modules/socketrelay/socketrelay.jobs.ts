import { Injectable } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { SocketRelayRequestsService } from './socketrelay-requests.service';

/** SocketRelay's schedule: the daily expiry of requests (reads check expiresAt themselves) and the reminder the day before. */
@Injectable()
export class SocketRelayJobs {
  constructor(private readonly requests: SocketRelayRequestsService) {}

  @Cron(CronExpression.EVERY_DAY_AT_3AM, { name: 'socketrelay-expiry', timeZone: 'UTC' })
  async expireRequests(): Promise<void> {
    await this.requests.expireOnce();
  }

  @Cron(CronExpression.EVERY_DAY_AT_9AM, { name: 'socketrelay-expiry-reminders', timeZone: 'UTC' })
  async remindExpiring(): Promise<void> {
    await this.requests.remindExpiringOnce();
  }
}
