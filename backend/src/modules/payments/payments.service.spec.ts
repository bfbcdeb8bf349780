import type { Tx } from '../../common/database/sql-repository';
import { clockAt, FAKE_TX, fake, inTransaction } from '../../../test/support/fakes';
import type { ActivityChange, ActivityService } from '../activity/activity.service';
import type { SubscriptionsService } from '../subscriptions/subscriptions.service';
import type { Clock } from '../../common/clock/clock';
import { AdminPaymentRow, NewPayment, PaymentsRepository } from './payments.repository';
import { PaymentsService, toPaymentResponse } from './payments.service';

/** An in-memory PaymentsRepository: members by id, the payments written. */
function setup(members: Record<string, { deletedAt: Date | null }>) {
  const written: NewPayment[] = [];
  const recomputed: string[] = [];
  const logged: ActivityChange[] = [];
  const repo = fake<PaymentsRepository>({
    transaction: inTransaction,
    lockMember: async (tx: Tx, userId: string) => {
      expect(tx).toBe(FAKE_TX);
      return members[userId] ? { id: userId, deletedAt: members[userId].deletedAt } : null;
    },
    insert: async (_tx: Tx, payment: NewPayment) => {
      written.push(payment);
      return `payment-${written.length}`;
    },
    get: async (id: string): Promise<AdminPaymentRow> => {
      const p = written[Number(id.split('-')[1]) - 1];
      return { id, ...p, createdAt: new Date('2026-03-10T00:00:00Z'), userEmail: 'm@example.test', userFirstName: 'M', userLastName: null, userDeletedAt: null };
    },
  });
  const subscriptions = fake<SubscriptionsService>({
    recomputeUser: async (tx: Tx, userId: string) => {
      expect(tx).toBe(FAKE_TX);
      recomputed.push(userId);
      return undefined;
    },
  });
  const activity = fake<ActivityService>({
    record: async (tx: Tx, _admin: string | null, entry: ActivityChange) => {
      expect(tx).toBe(FAKE_TX);
      logged.push(entry);
    },
  });
  const service = new PaymentsService(repo, activity, subscriptions, clockAt('2026-03-10T12:00:00Z') as Clock);
  return { service, written, recomputed, logged };
}

const member = '11111111-1111-4111-8111-111111111111';

describe('PaymentsService (rules, with a fake repository)', () => {
  it('records a payment in one transaction with the status recompute and the activity entry', async () => {
    const { service, written, recomputed, logged } = setup({ [member]: { deletedAt: null } });
    const saved = await service.record('admin', { userId: member, amount: '12.5', paymentDate: '2026-03-01T10:00:00Z' });
    expect(written).toEqual([
      { userId: member, amount: '12.50', paymentDate: new Date('2026-03-01T10:00:00Z'), billingMonth: '2026-03', paymentMethod: 'cash', notes: null, recordedBy: 'admin' },
    ]);
    expect(recomputed).toEqual([member]);
    expect(logged).toEqual([{ action: 'record_payment', targetType: 'payment', targetId: 'payment-1', details: { userId: member, amount: '12.50', paymentMethod: 'cash', billingMonth: '2026-03' } }]);
    expect(saved).toMatchObject({ id: 'payment-1', amount: '12.50', billingMonth: '2026-03', user: { id: member, email: 'm@example.test' } });
  });

  it('keeps a billing month and method the admin chose', async () => {
    const { service, written } = setup({ [member]: { deletedAt: null } });
    await service.record('admin', { userId: member, amount: 5, paymentDate: '2026-03-01T00:00:00Z', billingMonth: '2026-02', paymentMethod: 'zelle', notes: 'late' });
    expect(written[0]).toMatchObject({ billingMonth: '2026-02', paymentMethod: 'zelle', notes: 'late', amount: '5.00' });
  });

  it.each([
    ['more than a day ahead', '2026-03-11T12:00:01Z', 'payments.dateInFuture'],
    ['before 2000', '1999-12-31T23:59:59Z', 'payments.dateTooOld'],
  ])('refuses a payment date %s and writes nothing', async (_name, paymentDate, code) => {
    const { service, written, logged } = setup({ [member]: { deletedAt: null } });
    await expect(service.record('admin', { userId: member, amount: 5, paymentDate })).rejects.toMatchObject({ code });
    expect(written).toEqual([]);
    expect(logged).toEqual([]);
  });

  it('accepts a date up to a day ahead (time zones)', async () => {
    const { service, written } = setup({ [member]: { deletedAt: null } });
    await service.record('admin', { userId: member, amount: 5, paymentDate: '2026-03-11T12:00:00Z' });
    expect(written).toHaveLength(1);
  });

  it.each([
    ['an unknown member', {}, 'payments.userNotFound'],
    ['a deleted account', { [member]: { deletedAt: new Date('2026-01-01') } }, 'payments.userDeleted'],
  ])('refuses a payment for %s and writes nothing', async (_name, members, code) => {
    const { service, written, recomputed } = setup(members);
    await expect(service.record('admin', { userId: member, amount: 5, paymentDate: '2026-03-01T00:00:00Z' })).rejects.toMatchObject({ code });
    expect(written).toEqual([]);
    expect(recomputed).toEqual([]);
  });

  it("answers a member's own payments as the repository's JSON text, asking for that member only", async () => {
    const asked: string[] = [];
    const repo = fake<PaymentsRepository>({
      listOwnJson: async (userId: string) => {
        asked.push(userId);
        return '[]';
      },
    });
    const service = new PaymentsService(repo, fake<ActivityService>({}), fake<SubscriptionsService>({}), clockAt('2026-03-10T00:00:00Z') as Clock);
    expect(await service.listOwnJson(member)).toBe('[]');
    expect(asked).toEqual([member]);
  });

  it('shapes a payment as the contract says (the admin list; the member read is built alike in SQL)', () => {
    expect(
      toPaymentResponse({ id: 'p1', amount: '10.5', paymentMethod: 'cash', paymentDate: new Date('2026-03-01T00:00:00Z'), billingMonth: '2026-03', notes: null, createdAt: new Date('2026-03-02T00:00:00.123Z') }),
    ).toEqual({ id: 'p1', amount: '10.50', paymentMethod: 'cash', paymentDate: '2026-03-01T00:00:00.000Z', billingMonth: '2026-03', notes: null, createdAt: '2026-03-02T00:00:00.123Z' });
  });
});
