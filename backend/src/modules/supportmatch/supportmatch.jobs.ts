import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { Cron, CronExpression, SchedulerRegistry } from '@nestjs/schedule';
import { CronJob } from 'cron';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { SupportMatchMatchingService } from './supportmatch-matching.service';
import { SupportMatchPartnershipsService } from './supportmatch-partnerships.service';
import { supportMatchSettings } from './supportmatch.settings';

/** SupportMatch's schedule: monthly matching (MATCHING_CRON) and the daily completion of ended partnerships. */
@Injectable()
export class SupportMatchJobs implements OnModuleInit {
  private readonly logger = new Logger('SupportMatchJobs');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly scheduler: SchedulerRegistry,
    private readonly matching: SupportMatchMatchingService,
    private readonly partnerships: SupportMatchPartnershipsService,
  ) {}

  onModuleInit(): void {
    const job = CronJob.from({ cronTime: this.config.settings.read(supportMatchSettings).matchingCron, timeZone: 'UTC', onTick: () => void this.monthlyMatching() });
    this.scheduler.addCronJob('supportmatch-matching', job);
    job.start();
  }

  async monthlyMatching(): Promise<void> {
    await this.matching.run(null).then(
      (r) => this.logger.log(r.message),
      (err: Error) => this.logger.warn(`Monthly matching did not run: ${err.message}`),
    );
  }

  @Cron(CronExpression.EVERY_DAY_AT_2AM, { name: 'partnership-end', timeZone: 'UTC' })
  completeEndedPartnerships(): Promise<void> {
    return this.partnerships.completeExpiredOnce();
  }
}
