import { Injectable } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AdvisoryLock, tryLockXact } from '../../common/locks/advisory-locks';
import { NotificationsService } from './notifications.service';

/** The daily retention sweep (90 days), once across nodes. */
@Injectable()
export class NotificationsJobs {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly notifications: NotificationsService,
  ) {}

  @Cron(CronExpression.EVERY_DAY_AT_4AM, { name: 'notifications-sweep', timeZone: 'UTC' })
  async sweep(): Promise<number> {
    return this.db.transaction(async (tx) => ((await tryLockXact(tx, AdvisoryLock.notificationsDaily)) ? this.notifications.sweep(tx) : 0));
  }
}
