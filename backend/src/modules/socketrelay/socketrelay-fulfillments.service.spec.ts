import type { Tx } from '../../common/database/sql-repository';
import type { Clock } from '../../common/clock/clock';
import { clockAt, fake, inTransaction } from '../../../test/support/fakes';
import type { ChatService } from '../chat/chat.service';
import type { NotificationAbout, NotificationsService } from '../notifications/notifications.service';
import type { PartyRow } from './socketrelay.mappers';
import { FulfilTarget, SocketRelayFulfillmentsRepository } from './socketrelay-fulfillments.repository';
import { SocketRelayFulfillmentsService } from './socketrelay-fulfillments.service';

const NOW = '2026-03-10T00:00:00Z';

interface Fulfilment {
  id: string;
  requestId: string;
  requester: string;
  fulfiller: string;
  status: string;
}

function setup(target: Partial<FulfilTarget> | null = {}) {
  const fulfilments = new Map<string, Fulfilment>();
  const told: { to: string; kind: string; about: NotificationAbout }[] = [];
  const closedChats: string[] = [];
  const requestsFulfilled: string[] = [];
  const view = (f: Fulfilment): PartyRow => ({
    f_id: f.id,
    request_id: f.requestId,
    fulfiller_user_id: f.fulfiller,
    f_status: f.status as PartyRow['f_status'],
    closed_by: null,
    closed_at: null,
    f_created_at: new Date(NOW),
    f_updated_at: new Date(NOW),
    requester_id: f.requester,
    description: 'A charger',
    r_status: 'active',
    r_created_at: new Date(NOW),
    expires_at: new Date('2026-03-20T00:00:00Z'),
    requester_name: 'Ann',
    fulfiller_name: 'Bea',
  });
  const repo = fake<SocketRelayFulfillmentsRepository>({
    transaction: inTransaction,
    lockTarget: async () =>
      target && { user_id: 'req', status: 'active', expires_at: new Date('2026-03-20T00:00:00Z'), blocked: false, being_fulfilled: false, mine: null, ...target },
    insert: async (_tx: Tx, requestId: string, userId: string) => {
      const id = `f${fulfilments.size + 1}`;
      fulfilments.set(id, { id, requestId, requester: 'req', fulfiller: userId, status: 'active' });
      return id;
    },
    partyView: async (userId: string, id: string) => {
      const f = fulfilments.get(id);
      return f && [f.requester, f.fulfiller].includes(userId) ? view(f) : null;
    },
    lockRequestOf: async () => undefined,
    close: async (_tx: Tx, id: string, userId: string, status: string) => {
      const f = fulfilments.get(id);
      if (!f || f.status !== 'active' || ![f.requester, f.fulfiller].includes(userId)) return null;
      f.status = status;
      return { request_id: f.requestId, requester_id: f.requester, fulfiller_user_id: f.fulfiller };
    },
    markRequestFulfilled: async (_tx: Tx, requestId: string) => void requestsFulfilled.push(requestId),
    cancelBetween: async (_tx: Tx, a: string, b: string) =>
      [...fulfilments.values()]
        .filter((f) => f.status === 'active' && [f.requester, f.fulfiller].sort().join() === [a, b].sort().join())
        .map((f) => ((f.status = 'cancelled'), f.id)),
  });
  const service = new SocketRelayFulfillmentsService(
    repo,
    clockAt(NOW) as Clock,
    fake<ChatService>({ closed: (_kind: string, id: string) => void closedChats.push(id) }),
    fake<NotificationsService>({
      notify: async (_tx: Tx, to: string | string[], kind: string, about: NotificationAbout = {}) => (told.push({ to: String(to), kind, about }), 1),
    }),
  );
  return { service, fulfilments, told, closedChats, requestsFulfilled };
}

describe('SocketRelayFulfillmentsService (rules, with a fake repository)', () => {
  it('fulfilling a request tells its author, as the fulfiller', async () => {
    const { service, told } = setup();
    const f = await service.fulfill('ful', 'r1');
    expect(f).toMatchObject({ requestId: 'r1', fulfillerUserId: 'ful', status: 'active' });
    expect(told).toEqual([{ to: 'req', kind: 'socketrelay.request_taken', about: { objectId: f.id, actorId: 'ful' } }]);
  });

  it.each([
    ['a missing request', null, 404],
    ['a request across a block', { blocked: true }, 404],
    ['a withdrawn request', { status: 'withdrawn' }, 404],
    ['her own request', { user_id: 'ful' }, 400],
    ['a fulfilled request', { status: 'fulfilled' }, 409],
    ['a request someone else is fulfilling', { being_fulfilled: true }, 409],
    ['an expired request', { status: 'expired' }, 410],
    ['a request past its expiry', { expires_at: new Date('2026-03-09T00:00:00Z') }, 410],
  ] as [string, Partial<FulfilTarget> | null, number][])('refuses %s (%i) and writes nothing', async (_name, target, status) => {
    const { service, fulfilments, told } = setup(target);
    await expect(service.fulfill('ful', 'r1')).rejects.toMatchObject({ status });
    expect(fulfilments.size).toBe(0);
    expect(told).toEqual([]);
  });

  it('a second press by the one already fulfilling answers her fulfilment, with nothing written or told', async () => {
    const first = setup();
    const f = await first.service.fulfill('ful', 'r1');
    const { service, fulfilments, told } = setup({ mine: f.id, being_fulfilled: true });
    fulfilments.set(f.id, { id: f.id, requestId: 'r1', requester: 'req', fulfiller: 'ful', status: 'active' });
    expect((await service.fulfill('ful', 'r1')).id).toBe(f.id);
    expect(fulfilments.size).toBe(1);
    expect(told).toEqual([]);
  });

  it('a close with another status is a 400; a stranger gets the same 404 as a missing fulfilment', async () => {
    const { service } = setup();
    const f = await service.fulfill('ful', 'r1');
    await expect(service.close('ful', f.id, 'active')).rejects.toMatchObject({ status: 400 });
    await expect(service.close('stranger', f.id, 'cancelled')).rejects.toMatchObject({ status: 404 });
  });

  it('a success marks the request fulfilled, tells the other party and closes the chat after the commit; a second close is the closed fulfilment, told to nobody', async () => {
    const { service, told, closedChats, requestsFulfilled } = setup();
    const f = await service.fulfill('ful', 'r1');
    told.length = 0;
    const closed = await service.close('req', f.id, 'completed_success');
    expect(closed.fulfillment.status).toBe('completed_success');
    expect(requestsFulfilled).toEqual(['r1']);
    expect(told).toEqual([{ to: 'ful', kind: 'socketrelay.fulfillment_closed', about: { objectId: f.id, actorId: 'req', data: { outcome: 'completed_success' }, byBlock: false } }]);
    expect(closedChats).toEqual([f.id]);
    const again = await service.close('ful', f.id, 'cancelled');
    expect(again.fulfillment.status).toBe('completed_success');
    expect(told).toHaveLength(1);
    expect(closedChats).toHaveLength(1);
  });

  it('a failure or a cancel leaves the request open', async () => {
    const { service, requestsFulfilled } = setup();
    const f = await service.fulfill('ful', 'r1');
    await service.close('ful', f.id, 'cancelled');
    expect(requestsFulfilled).toEqual([]);
  });

  it('a block cancels their active fulfilment as the blocker’s own cancel would, and closes the chat only after the commit', async () => {
    const { service, told, closedChats } = setup();
    const f = await service.fulfill('ful', 'r1');
    told.length = 0;
    const afterCommit = await service.cancelBetween({} as Tx, 'req', 'ful');
    expect(told).toEqual([{ to: 'ful', kind: 'socketrelay.fulfillment_closed', about: { objectId: f.id, actorId: 'req', data: { outcome: 'cancelled' }, byBlock: true } }]);
    expect(closedChats).toEqual([]);
    afterCommit();
    expect(closedChats).toEqual([f.id]);
  });
});
