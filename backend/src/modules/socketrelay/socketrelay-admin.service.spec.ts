import type { Tx } from '../../common/database/sql-repository';
import type { Clock } from '../../common/clock/clock';
import type { ListRequest } from '../../common/pagination/admin-list';
import { clockAt, fake, inTransaction } from '../../../test/support/fakes';
import type { ActivityChange, ActivityService } from '../activity/activity.service';
import type { ChatService } from '../chat/chat.service';
import type { RequestRow } from './socketrelay.mappers';
import { AdminFulfillmentRow, SocketRelayAdminRepository } from './socketrelay-admin.repository';
import { SocketRelayAdminService } from './socketrelay-admin.service';

const NOW = '2026-03-10T00:00:00Z';
const LIST: ListRequest = { resource: 'socketrelay_requests', offset: 0, limit: 20, orderBy: 'r.created_at', direction: 'DESC', filter: { text: {}, uuid: {}, boolean: {} } };
const request = (over: Partial<RequestRow> = {}): RequestRow => ({
  id: 'r1',
  user_id: 'm1',
  description: 'A charger',
  status: 'active',
  expired: false,
  created_at: new Date('2026-03-01T00:00:00Z'),
  expires_at: new Date('2026-03-15T00:00:00Z'),
  ...over,
});
const fulfilment = (over: Partial<AdminFulfillmentRow> = {}): AdminFulfillmentRow => ({
  id: 'f1',
  request_id: 'r1',
  fulfiller_user_id: 'm2',
  status: 'active',
  closed_by: null,
  closed_at: null,
  created_at: new Date('2026-03-02T00:00:00Z'),
  description: 'A charger',
  ...over,
});

function setup(opts: { exists?: boolean; cancels?: string[]; activityFails?: boolean } = {}) {
  const { exists = true, cancels = ['f1'], activityFails = false } = opts;
  const written: string[] = [];
  const logged: [string | null, ActivityChange][] = [];
  const closedChats: string[] = [];
  const asked: { list?: ListRequest; now?: Date; lockNow?: Date } = {};
  const repo = fake<SocketRelayAdminRepository>({
    transaction: inTransaction,
    requests: async (list: ListRequest, now: Date) => ((asked.list = list), (asked.now = now), { rows: [request({ expired: true })], total: 7 }),
    fulfillments: async () => ({ rows: [fulfilment(), fulfilment({ id: 'f2', status: 'completed_success', closed_by: 'm1', closed_at: new Date(NOW), description: null })], total: 2 }),
    lockRequest: async (_tx: Tx, id: string, now: Date) => ((asked.lockNow = now), exists ? request({ id }) : null),
    deleteRequest: async (_tx: Tx, id: string) => (written.push(`delete ${id}`), cancels),
  });
  const activity = fake<ActivityService>({
    record: async (_tx: Tx, adminId: string | null, entry: ActivityChange) => {
      if (activityFails) throw new Error('log down');
      logged.push([adminId, entry]);
    },
  });
  const chat = fake<ChatService>({ closed: (kind: string, id: string) => void closedChats.push(`${kind} ${id}`) });
  const service = new SocketRelayAdminService(repo, clockAt(NOW) as Clock, activity, chat);
  return { service, written, logged, closedChats, asked };
}

describe('SocketRelayAdminService (rules, with a fake repository)', () => {
  it('lists requests as of now, mapped with their display-only expiry', async () => {
    const { service, asked } = setup();
    const page = await service.requests(LIST);
    expect(asked).toMatchObject({ list: LIST, now: new Date(NOW) });
    expect(page).toEqual({
      total: 7,
      rows: [{ id: 'r1', userId: 'm1', description: 'A charger', status: 'active', expired: true, createdAt: '2026-03-01T00:00:00.000Z', expiresAt: '2026-03-15T00:00:00.000Z' }],
    });
  });

  it('lists fulfilments with their request’s description, or no request once it is gone', async () => {
    const { rows, total } = await setup().service.fulfillments(LIST);
    expect(total).toBe(2);
    expect(rows[0]).toEqual({ id: 'f1', requestId: 'r1', fulfillerUserId: 'm2', status: 'active', closedBy: null, closedAt: null, createdAt: '2026-03-02T00:00:00.000Z', request: { description: 'A charger' } });
    expect(rows[1]).toMatchObject({ id: 'f2', closedBy: 'm1', closedAt: '2026-03-10T00:00:00.000Z', request: null });
  });

  it('deleting an unknown (or already deleted) request is a 404 that writes, logs and closes nothing', async () => {
    const { service, written, logged, closedChats } = setup({ exists: false });
    await expect(service.deleteRequest('a1', 'r9')).rejects.toMatchObject({ status: 404, code: 'socketrelay.requestNotFound' });
    expect([written, logged, closedChats]).toEqual([[], [], []]);
  });

  it('deleting a request cancels its fulfilment, logs who did it with the cancelled ids, and closes those chats', async () => {
    const { service, written, logged, closedChats, asked } = setup({ cancels: ['f1', 'f2'] });
    const deleted = await service.deleteRequest('a1', 'r1');
    expect(deleted).toMatchObject({ id: 'r1', userId: 'm1', description: 'A charger' });
    expect(asked.lockNow).toEqual(new Date(NOW));
    expect(written).toEqual(['delete r1']);
    expect(logged).toEqual([
      ['a1', { action: 'delete_socketrelay_request', targetType: 'socketrelay_request', targetId: 'r1', details: { cancelledFulfillmentIds: ['f1', 'f2'] } }],
    ]);
    expect(closedChats).toEqual(['fulfillment f1', 'fulfillment f2']);
  });

  it('the chats are closed only once the deletion committed: a failed log (the rollback) closes none', async () => {
    const { service, closedChats } = setup({ activityFails: true });
    await expect(service.deleteRequest('a1', 'r1')).rejects.toThrow('log down');
    expect(closedChats).toEqual([]);
  });
});
