import { clockAt, fake } from '../../../test/support/fakes';
import type { Clock } from '../../common/clock/clock';
import { AdminRepository, StatsRow } from './admin.repository';
import { AdminStatsService } from './admin-stats.service';

function setup(now: string, row: Partial<StatsRow> = {}) {
  const asked: [string, string, string, string][] = [];
  const repo = fake<AdminRepository>({
    stats: async (at: Date, start: Date, end: Date, billingMonth: string) => {
      asked.push([at.toISOString(), start.toISOString(), end.toISOString(), billingMonth]);
      return { total_users: 12, active_invites: 3, collected: '0', outstanding: '0', ...row };
    },
  });
  return { service: new AdminStatsService(repo, clockAt(now) as Clock), asked };
}

describe('AdminStatsService (rules, with a fake repository)', () => {
  it('the month is the current UTC calendar month, start inclusive and next month’s start exclusive, also across a year', async () => {
    const december = setup('2026-12-31T23:59:59.999Z');
    await december.service.stats();
    expect(december.asked).toEqual([['2026-12-31T23:59:59.999Z', '2026-12-01T00:00:00.000Z', '2027-01-01T00:00:00.000Z', '2026-12']]);
    const first = setup('2027-01-01T00:00:00.000Z');
    await first.service.stats();
    expect(first.asked).toEqual([['2027-01-01T00:00:00.000Z', '2027-01-01T00:00:00.000Z', '2027-02-01T00:00:00.000Z', '2027-01']]);
  });

  it('revenue sums are answered as two-decimal strings, the counts as they are', async () => {
    const { service } = setup('2026-03-15T12:00:00Z', { collected: '1234.5', outstanding: '0' });
    expect(await service.stats()).toEqual({ totalUsers: 12, activeInvites: 3, collectedMonthlyRevenue: '1234.50', outstandingRevenue: '0.00' });
  });

  it('a sum that is not an amount is an error, never a made-up figure', async () => {
    await expect(setup('2026-03-15T12:00:00Z', { collected: 'NaN' }).service.stats()).rejects.toThrow('Not an amount');
  });
});
