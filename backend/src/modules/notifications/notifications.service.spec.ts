import type { EntityManager, QueryRunner, TransactionCommitEvent, TransactionRollbackEvent } from 'typeorm';
import { fake } from '../../../test/support/fakes';
import type { MemberPushService } from '../member-push/member-push.service';
import type { MailOutboxService } from './mail-outbox.service';
import { NotificationKindRegistry } from './notification-kinds.registry';
import { NotificationInsert, NotificationPreferenceRow, NotificationsRepository } from './notifications.repository';
import { NotificationsService } from './notifications.service';

function setup(mailEnabled = false) {
  const kinds = new NotificationKindRegistry();
  kinds.register(
    { kind: 'socketrelay.request_taken', sentence: 'Your SocketRelay request was taken.' },
    { kind: 'security.sign_in', sentence: 'Someone signed in.', data: ['ip'] as never },
  );
  const inserts: NotificationInsert[] = [];
  const prefs = new Map<string, NotificationPreferenceRow>();
  const live: [string, string, unknown][] = [];
  let kicks = 0;
  const repo = fake<NotificationsRepository>({
    insert: async (_tx, n) => {
      inserts.push(n);
      return n.userIds.map((userId, i) => ({
        id: `n${inserts.length}-${i}`,
        user_id: userId,
        kind: n.kind,
        object_id: n.objectId,
        data: n.data,
        count: 1,
        created_at: new Date('2026-03-01T00:00:00Z'),
        read_at: null,
        mailed: n.mailEnabled,
      }));
    },
    preferences: async () => [...prefs.values()],
    savePreference: async (_u, kind, inApp, email) => void prefs.set(kind, { kind, in_app: inApp, email }),
    markRead: async (_u, all, ids) => (all ? [{ id: 'x1' }, { id: 'x2' }] : ids.map((id) => ({ id }))),
    unreadByApp: async () => [
      { app: 'socketrelay', n: 2, chats: { c1: 3 } as Record<string, number> },
      { app: 'security', n: 1, chats: {} },
    ],
  });
  const service = new NotificationsService(
    repo,
    kinds,
    fake<MemberPushService>({ toMember: (userId: string, event: string, payload: unknown) => void live.push([userId, event, payload]) }),
    fake<MailOutboxService>({ enabled: mailEnabled, kick: () => void kicks++ }),
  );
  return { service, inserts, prefs, live, kicks: () => kicks };
}

/** A stand-in transaction: a query runner whose depth and activity the test sets. */
function transaction(depth = 1) {
  const qr = { isTransactionActive: true, transactionDepth: depth };
  return { tx: { queryRunner: qr } as unknown as EntityManager, qr };
}

type FakeRunner = ReturnType<typeof transaction>['qr'];
const committed = (qr: FakeRunner) => ({ queryRunner: qr as unknown as QueryRunner }) as TransactionCommitEvent;
const rolledBack = (qr: FakeRunner) => ({ queryRunner: qr as unknown as QueryRunner }) as TransactionRollbackEvent;

describe('NotificationsService (rules, with a fake repository)', () => {
  it('refuses an unregistered kind, facts the kind does not carry, and a call outside the cause’s transaction', async () => {
    const { service, inserts } = setup();
    const { tx } = transaction();
    await expect(service.notify(tx, 'm1', 'socketrelay.nope' as never)).rejects.toThrow(/not registered/);
    await expect(service.notify(tx, 'm1', 'socketrelay.request_taken', { data: { ip: '1' } as never })).rejects.toThrow(/does not carry ip/);
    await expect(service.notify({ queryRunner: undefined } as EntityManager, 'm1', 'socketrelay.request_taken')).rejects.toThrow(/inside the transaction/);
    expect(inserts).toEqual([]);
  });

  it('writes each member once, with the actor, the block exception and whether mail is on', async () => {
    const { service, inserts } = setup(true);
    const { tx } = transaction();
    expect(await service.notify(tx, ['m1', 'm2', 'm1'], 'socketrelay.request_taken', { objectId: 'r1', actorId: 'm9', byBlock: true })).toBe(2);
    expect(inserts[0]).toMatchObject({ userIds: ['m1', 'm2'], objectId: 'r1', actorId: 'm9', security: false, mailEnabled: true, byBlock: true });
    expect(await service.notify(tx, [], 'socketrelay.request_taken')).toBe(0);
    expect(inserts).toHaveLength(1);
  });

  it('the live event and the mail kick wait for the commit; a rollback drops them', async () => {
    const { service, live, kicks } = setup(true);
    const a = transaction();
    await service.notify(a.tx, 'm1', 'socketrelay.request_taken');
    expect(live).toEqual([]);
    a.qr.isTransactionActive = false;
    service.afterTransactionCommit(committed(a.qr));
    expect(live.map(([userId, event]) => [userId, event])).toEqual([['m1', 'notification']]);
    expect(kicks()).toBe(1);

    const b = transaction();
    await service.notify(b.tx, 'm2', 'socketrelay.request_taken');
    b.qr.isTransactionActive = false;
    service.afterTransactionRollback(rolledBack(b.qr));
    service.afterTransactionCommit(committed(b.qr));
    expect(live).toHaveLength(1);
  });

  it('a rolled-back savepoint drops only what it wrote; a released one waits for the outer commit', async () => {
    const { service, live } = setup();
    const { tx, qr } = transaction(1);
    await service.notify(tx, 'outer', 'socketrelay.request_taken');
    qr.transactionDepth = 2;
    await service.notify(tx, 'inner', 'socketrelay.request_taken');
    qr.transactionDepth = 1;
    service.afterTransactionRollback(rolledBack(qr));
    service.afterTransactionCommit(committed(qr));
    expect(live).toEqual([]);
    qr.isTransactionActive = false;
    service.afterTransactionCommit(committed(qr));
    expect(live.map(([userId]) => userId)).toEqual(['outer']);
  });

  it('mark read takes either ids or all, never both nor neither, and tells her other devices', async () => {
    const { service, live } = setup();
    await expect(service.markRead('m1', {})).rejects.toMatchObject({ status: 400 });
    await expect(service.markRead('m1', { all: true, ids: ['a'] })).rejects.toMatchObject({ status: 400 });
    const counts = await service.markRead('m1', { ids: ['a'] });
    expect(live).toEqual([['m1', 'notification_read', { ids: ['a'] }]]);
    expect(counts).toEqual({ unreadCount: 3, unreadByApp: { socketrelay: 2, security: 1 }, unreadChats: { c1: 3 } });
  });

  it('security kinds are locked on in the app and emailed by default; others follow her choice', async () => {
    const { service, prefs } = setup(true);
    await expect(service.updatePreference('m1', 'security.sign_in', false, true)).rejects.toMatchObject({ status: 400 });
    await expect(service.updatePreference('m1', 'nope.kind', true, true)).rejects.toMatchObject({ status: 400 });
    expect(prefs.size).toBe(0);
    const settings = await service.updatePreference('m1', 'socketrelay.request_taken', false, true);
    expect(settings.emailAvailable).toBe(true);
    expect(settings.preferences).toEqual([
      { kind: 'socketrelay.request_taken', app: 'socketrelay', inApp: false, email: true, locked: false },
      { kind: 'security.sign_in', app: 'security', inApp: true, email: true, locked: true },
    ]);
  });
});
