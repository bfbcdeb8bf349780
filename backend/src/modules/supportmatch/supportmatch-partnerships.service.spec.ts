import type { Tx } from '../../common/database/sql-repository';
import type { Clock } from '../../common/clock/clock';
import { clockAt, fake, inTransaction } from '../../../test/support/fakes';
import type { ActivityService } from '../activity/activity.service';
import type { ChatService } from '../chat/chat.service';
import type { NotificationsService } from '../notifications/notifications.service';
import type { SupportMatchPartnershipEntity } from './entities/supportmatch-partnership.entity';
import { SupportMatchPartnershipsRepository } from './supportmatch-partnerships.repository';
import { asSeenByMember, SupportMatchPartnershipsService } from './supportmatch-partnerships.service';

const NOW = '2026-03-10T00:00:00Z';

function setup(partnerships: Partial<SupportMatchPartnershipEntity>[]) {
  const rows = new Map(partnerships.map((p) => [p.id!, { user1Id: 'a', user2Id: 'b', status: 'active', startDate: new Date('2026-03-01'), endDate: null, ...p } as SupportMatchPartnershipEntity]));
  const told: string[][] = [];
  const logged: string[] = [];
  const closedChats: string[] = [];
  const repo = fake<SupportMatchPartnershipsRepository>({
    transaction: inTransaction,
    lock: async (_tx: Tx, id: string) => rows.get(id) ?? null,
    end: async (_tx: Tx, id: string, status: SupportMatchPartnershipEntity['status'], endDate: Date) => void Object.assign(rows.get(id)!, { status, endDate }),
    endEarlyBetween: async (_tx: Tx, a: string, b: string) =>
      [...rows.values()].filter((p) => p.status === 'active' && [p.user1Id, p.user2Id].sort().join() === [a, b].sort().join()).map((p) => ((p.status = 'ended_early'), p.id)),
    completeEnded: async () => [{ id: 'p9', user1_id: 'c', user2_id: 'd' }],
    tryLockDaily: async () => false,
  });
  const service = new SupportMatchPartnershipsService(
    repo,
    fake<ActivityService>({ record: async (_tx: Tx, _by: string, e: { action: string }) => void logged.push(e.action) }),
    clockAt(NOW) as Clock,
    fake<ChatService>({ closed: (_k: string, id: string) => void closedChats.push(id) }),
    fake<NotificationsService>({ notify: async (_tx: Tx, ids: string | string[]) => (told.push([ids].flat()), 1) }),
  );
  return { service, rows, told, logged, closedChats };
}

describe('SupportMatchPartnershipsService (rules, with a fake repository)', () => {
  it('a member reads an admin’s end like a block’s: ended_early', () => {
    expect(asSeenByMember('ended')).toBe('ended_early');
    expect(asSeenByMember('completed')).toBe('completed');
  });

  it('an admin ends only an active partnership, with an end status; both members are told and the chat closes after the commit', async () => {
    const { service, told, logged, closedChats } = setup([{ id: 'p1' }, { id: 'p2', status: 'completed' }]);
    await expect(service.setStatus('admin', 'p1', 'active')).rejects.toMatchObject({ status: 400 });
    await expect(service.setStatus('admin', 'nope', 'ended')).rejects.toMatchObject({ status: 404 });
    await expect(service.setStatus('admin', 'p2', 'ended')).rejects.toMatchObject({ status: 409 });
    expect(told).toEqual([]);
    const ended = await service.setStatus('admin', 'p1', 'ended');
    expect(ended).toEqual({ id: 'p1', status: 'ended', startDate: '2026-03-01T00:00:00.000Z', endDate: '2026-03-10T00:00:00.000Z' });
    expect(told).toEqual([['a', 'b']]);
    expect(logged).toEqual(['end_partnership']);
    expect(closedChats).toEqual(['p1']);
  });

  it('a block ends their partnership quietly in its transaction; the chat closes only when the caller runs the after-commit work', async () => {
    const { service, rows, told, closedChats } = setup([{ id: 'p1' }]);
    const afterCommit = await service.endBetween({} as Tx, 'b', 'a');
    expect(rows.get('p1')!.status).toBe('ended_early');
    expect(told).toEqual([]);
    expect(closedChats).toEqual([]);
    afterCommit();
    expect(closedChats).toEqual(['p1']);
  });

  it('the daily completion does nothing on a node without the lock; a direct completion tells both members', async () => {
    const { service, told, closedChats } = setup([]);
    await service.completeExpiredOnce();
    expect(told).toEqual([]);
    expect(await service.completeExpired()).toBe(1);
    expect(told).toEqual([['c', 'd']]);
    expect(closedChats).toEqual(['p9']);
  });
});
