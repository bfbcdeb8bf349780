import type { Clock } from '../../common/clock/clock';
import { clockAt, fake } from '../../../test/support/fakes';
import { SocketRelayCounts, SocketRelayRequestsRepository } from './socketrelay-requests.repository';
import { SocketRelayStatsService } from './socketrelay-stats.service';

const NOW = '2026-03-10T00:00:00Z';

function setup(counts: Partial<SocketRelayCounts>) {
  const asked: Date[] = [];
  const repo = fake<SocketRelayRequestsRepository>({
    counts: async (now: Date) => (asked.push(now), { totalRequests: 9, activeRequests: 4, totalFulfillments: 6, successes: 0, closed: 0, ...counts }),
  });
  return { service: new SocketRelayStatsService(repo, clockAt(NOW) as Clock), asked };
}

describe('SocketRelayStatsService (rules, with a fake repository)', () => {
  it('counts as of now and answers the success rate over closed fulfilments, in whole percent', async () => {
    const { service, asked } = setup({ successes: 2, closed: 3 });
    expect(await service.stats()).toEqual({ totalRequests: 9, activeRequests: 4, totalFulfillments: 6, successRate: 67 });
    expect(asked).toEqual([new Date(NOW)]);
  });

  it('with no closed fulfilment the success rate is 0, not a division by zero', async () => {
    expect((await setup({ successes: 0, closed: 0 }).service.stats()).successRate).toBe(0);
  });
});
