import type { MatchingStatus } from '@pfe/contracts/supportmatch';
import { Inject, Injectable } from '@nestjs/common';
import { CronTime } from 'cron';
import { Clock } from '../../common/clock/clock';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { needsTimezone } from './matching-reasons';
import { SupportMatchProfilesRepository } from './supportmatch-profiles.repository';
import { supportMatchSettings } from './supportmatch.settings';

/**
 * A member's own matching status, for the dashboard: matched, waiting for the next run, left
 * unmatched by the last run, or unable to be matched as their profile stands (and why, in their own
 * terms). Only the caller's own rows are read. Whatever the stored reason (no compatible member, a
 * block, everyone compatible paired with others), a member left unmatched is told
 * `no_compatible_member`: nobody learns that they were blocked, or anything about other members.
 */
@Injectable()
export class SupportMatchMatchingStatusService {
  private readonly schedule: CronTime;

  constructor(
    private readonly profiles: SupportMatchProfilesRepository,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly clock: Clock,
  ) {
    this.schedule = new CronTime(config.settings.read(supportMatchSettings).matchingCron, 'UTC');
  }

  /** When the next scheduled matching run takes place, after `from`. */
  nextRunAt(from: Date = this.clock.now()): string {
    return this.schedule.getNextDateFrom(from, 'UTC').toUTC().toISO()!;
  }

  async of(userId: string): Promise<MatchingStatus> {
    const row = await this.profiles.matchingStatus(userId);
    const base = { lastRunAt: row.last_run_at ? row.last_run_at.toISOString() : null, nextRunAt: this.nextRunAt() };
    if (row.partnered) return { state: 'matched', ...base };
    if (row.is_active === null) return { state: 'incomplete', reason: 'no_profile', ...base };
    if (!row.is_active) return { state: 'paused', ...base };
    if (needsTimezone({ timezone: row.timezone, timezonePreference: row.timezone_preference })) return { state: 'incomplete', reason: 'profile_incomplete', ...base };
    // Left unmatched by the last run: the same neutral reason whatever was stored, except an
    // incomplete profile the member has completed since (then they simply wait for the next run).
    if (row.in_last_run && row.last_reason !== 'profile_incomplete') return { state: 'unmatched', reason: 'no_compatible_member', ...base };
    return { state: 'waiting', ...base };
  }
}
