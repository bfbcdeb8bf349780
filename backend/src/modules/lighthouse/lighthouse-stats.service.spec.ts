import type { LighthouseStats } from '@pfe/contracts/lighthouse';
import { fake } from '../../../test/support/fakes';
import { LighthouseProfilesRepository } from './lighthouse-profiles.repository';
import { LighthouseStatsService } from './lighthouse-stats.service';

describe('LighthouseStatsService (with a fake repository)', () => {
  it('answers the repository’s counts as they are (a read with no rule of its own)', async () => {
    const counts: LighthouseStats = { totalSeekers: 4, totalHosts: 2, totalProperties: 3, activeMatches: 5, completedMatches: 1 };
    const service = new LighthouseStatsService(fake<LighthouseProfilesRepository>({ stats: async () => ({ ...counts }) }));
    expect(await service.stats()).toEqual(counts);
  });
});
