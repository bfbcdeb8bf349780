import type { Clock } from '../../common/clock/clock';
import { type AppConfig, settingsSource } from '../../config/app-config';
import { clockAt, fake } from '../../../test/support/fakes';
import { MatchingStatusRow, SupportMatchProfilesRepository } from './supportmatch-profiles.repository';
import { SupportMatchMatchingStatusService } from './supportmatch-matching-status.service';

const row = (over: Partial<MatchingStatusRow>): MatchingStatusRow => ({
  is_active: true,
  timezone: 'Europe/Paris',
  timezone_preference: 'same_timezone',
  partnered: false,
  last_run_at: new Date('2026-03-01T09:00:00Z'),
  in_last_run: false,
  last_reason: null,
  ...over,
});

const statusOf = (r: MatchingStatusRow) =>
  new SupportMatchMatchingStatusService(
    fake<SupportMatchProfilesRepository>({ matchingStatus: async () => r }),
    { settings: settingsSource({ MATCHING_CRON: '0 9 1 * *' }) } as AppConfig,
    clockAt('2026-03-10T00:00:00Z') as Clock,
  ).of('m1');

describe('SupportMatchMatchingStatusService (rules, with a fake repository)', () => {
  it('matched, no profile, paused, or waiting, with the last and next runs', async () => {
    expect(await statusOf(row({ partnered: true }))).toEqual({ state: 'matched', lastRunAt: '2026-03-01T09:00:00.000Z', nextRunAt: '2026-04-01T09:00:00.000Z' });
    expect(await statusOf(row({ is_active: null }))).toMatchObject({ state: 'incomplete', reason: 'no_profile' });
    expect(await statusOf(row({ is_active: false }))).toMatchObject({ state: 'paused' });
    expect(await statusOf(row({ last_run_at: null }))).toEqual({ state: 'waiting', lastRunAt: null, nextRunAt: '2026-04-01T09:00:00.000Z' });
  });

  it('left unmatched for any stored reason reads the same neutral reason: nobody learns of a block', async () => {
    for (const reason of ['blocked', 'all_compatible_paired', 'no_compatible_member']) {
      expect(await statusOf(row({ in_last_run: true, last_reason: reason }))).toMatchObject({ state: 'unmatched', reason: 'no_compatible_member' });
    }
  });

  it('an incomplete profile left out by the last run, completed since, simply waits', async () => {
    expect(await statusOf(row({ in_last_run: true, last_reason: 'profile_incomplete' }))).toMatchObject({ state: 'waiting' });
  });
});
