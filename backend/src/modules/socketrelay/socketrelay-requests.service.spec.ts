import type { Tx } from '../../common/database/sql-repository';
import type { Clock } from '../../common/clock/clock';
import { clockAt, fake, inTransaction } from '../../../test/support/fakes';
import type { NotificationsService } from '../notifications/notifications.service';
import type { OwnRow } from './socketrelay.mappers';
import { SocketRelayRequestsRepository } from './socketrelay-requests.repository';
import { SocketRelayRequestsService } from './socketrelay-requests.service';

const NOW = '2026-03-10T00:00:00Z';
const own = (over: Partial<OwnRow> = {}): OwnRow => ({
  id: 'r1',
  description: 'A charger',
  status: 'active',
  created_at: new Date(NOW),
  expires_at: new Date(NOW),
  active_fulfillment_id: null,
  ...over,
});

function setup(request: { status: string; busy?: boolean; mine?: boolean } | null, lockFree = true) {
  const written: string[] = [];
  const told: string[] = [];
  const repo = fake<SocketRelayRequestsRepository>({
    transaction: inTransaction,
    insert: async (_u: string, description: string, expiresAt: Date) => own({ description, expires_at: expiresAt }),
    lockOwn: async () => (request && request.mine !== false ? { status: request.status } : null),
    beingFulfilled: async () => request?.busy === true,
    withdraw: async (_tx: Tx, id: string) => (written.push(`withdraw ${id}`), own({ status: 'withdrawn' })),
    repost: async (_u: string, _id: string, expiresAt: Date) =>
      request?.status === 'expired' && !request.busy && request.mine !== false ? own({ expires_at: expiresAt }) : null,
    isOwn: async () => request !== null && request.mine !== false,
    tryLock: async () => lockFree,
    expire: async () => 3,
    expiringUnreminded: async () => [
      { id: 'r1', user_id: 'm1' },
      { id: 'r2', user_id: 'm2' },
    ],
  });
  const service = new SocketRelayRequestsService(
    repo,
    clockAt(NOW) as Clock,
    fake<NotificationsService>({ notify: async (_tx: Tx, to: string | string[]) => (told.push(String(to)), 1) }),
  );
  return { service, written, told };
}

describe('SocketRelayRequestsService (rules, with a fake repository)', () => {
  it('a new request lives 14 days from now', async () => {
    const { service } = setup(null);
    const r = await service.create('m1', 'A charger');
    expect(r.expiresAt).toBe('2026-03-24T00:00:00.000Z');
  });

  it('withdraw: not hers is a 404; being fulfilled or already closed is a 409; an open one is withdrawn', async () => {
    await expect(setup(null).service.withdraw('m1', 'r1')).rejects.toMatchObject({ status: 404 });
    await expect(setup({ status: 'active', busy: true }).service.withdraw('m1', 'r1')).rejects.toMatchObject({ status: 409, code: 'socketrelay.withdrawBeingFulfilled' });
    await expect(setup({ status: 'fulfilled' }).service.withdraw('m1', 'r1')).rejects.toMatchObject({ status: 409, code: 'socketrelay.notOpen' });
    const { service, written } = setup({ status: 'expired' });
    expect((await service.withdraw('m1', 'r1')).status).toBe('withdrawn');
    expect(written).toEqual(['withdraw r1']);
  });

  it('repost: an expired one gets 14 more days; an unexpired one is a 409; someone else’s is a 404', async () => {
    expect((await setup({ status: 'expired' }).service.repost('m1', 'r1')).expiresAt).toBe('2026-03-24T00:00:00.000Z');
    await expect(setup({ status: 'active' }).service.repost('m1', 'r1')).rejects.toMatchObject({ status: 409 });
    await expect(setup({ status: 'expired', mine: false }).service.repost('m1', 'r1')).rejects.toMatchObject({ status: 404 });
  });

  it('the daily jobs run on one node only: without the lock nothing expires and nobody is reminded', async () => {
    const idle = setup(null, false);
    expect(await idle.service.expireOnce()).toBe(0);
    expect(await idle.service.remindExpiringOnce()).toBe(0);
    expect(idle.told).toEqual([]);
    const { service, told } = setup(null);
    expect(await service.expireOnce()).toBe(3);
    expect(await service.remindExpiringOnce()).toBe(2);
    expect(told).toEqual(['m1', 'm2']);
  });
});
