import { fake } from '../../../test/support/fakes';
import { SupportMatchProfilesRepository } from './supportmatch-profiles.repository';
import { SupportMatchStatsService } from './supportmatch-stats.service';

describe('SupportMatchStatsService (with a fake repository)', () => {
  it('answers the repository’s three counts as they are', async () => {
    const counts = { activeUsers: 12, currentPartnerships: 5, pendingReports: 2 };
    const service = new SupportMatchStatsService(fake<SupportMatchProfilesRepository>({ counts: async () => counts }));
    expect(await service.stats()).toEqual(counts);
  });
});
