import type { Tx } from '../../common/database/sql-repository';
import { FAKE_TX, fake } from '../../../test/support/fakes';
import { ActivityRepository } from './activity.repository';
import { ActivityService } from './activity.service';

describe('ActivityService (rules, with a fake repository)', () => {
  it('writes an entry in the caller’s transaction; the system (no admin) and no details are allowed', async () => {
    const written: unknown[] = [];
    const repo = fake<ActivityRepository>({
      insert: async (tx: Tx, entry: unknown) => {
        expect(tx).toBe(FAKE_TX);
        written.push(entry);
      },
    });
    const service = new ActivityService(repo);
    await service.record(FAKE_TX, null, { action: 'daily_job', targetType: 'system' });
    await service.record(FAKE_TX, 'a1', { action: 'update_user', targetType: 'user', targetId: 'u1', details: { isAdmin: true } });
    expect(written).toEqual([
      { adminId: null, action: 'daily_job', targetType: 'system', targetId: null, details: {} },
      { adminId: 'a1', action: 'update_user', targetType: 'user', targetId: 'u1', details: { isAdmin: true } },
    ]);
  });

  it('a failed write fails the caller’s change', async () => {
    const service = new ActivityService(fake<ActivityRepository>({ insert: async () => Promise.reject(new Error('disk full')) }));
    await expect(service.record(FAKE_TX, 'a1', { action: 'x', targetType: 'y' })).rejects.toThrow('disk full');
  });
});
