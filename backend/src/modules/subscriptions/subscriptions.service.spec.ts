import type { SubscriptionStatus } from '@pfe/contracts';
import type { Tx } from '../../common/database/sql-repository';
import type { Clock } from '../../common/clock/clock';
import type { AppConfig } from '../../config/app-config';
import { clockAt, FAKE_TX, fake, inTransaction } from '../../../test/support/fakes';
import { MemberStatusRow, SubscriptionsRepository } from './subscriptions.repository';
import { SubscriptionsService } from './subscriptions.service';

function member(id: string, over: Partial<MemberStatusRow> = {}): MemberStatusRow {
  return { id, isAdmin: false, inviteCodeUsed: 'CODE', subscriptionStatus: 'active', pricingTier: '5.00', joinedAt: new Date('2026-01-10T00:00:00Z'), paid: null, ...over };
}

function setup(rows: MemberStatusRow[], opts: { lockFree?: boolean } = {}) {
  const written: [SubscriptionStatus, string[]][] = [];
  const asked: { month: string; userId?: string }[] = [];
  const repo = fake<SubscriptionsRepository>({
    transaction: inTransaction,
    tryLockDaily: async () => opts.lockFree ?? true,
    lockMembers: async (tx: Tx, month: string, userId?: string) => {
      expect(tx).toBe(FAKE_TX);
      asked.push({ month, userId });
      return rows.filter((r) => !userId || r.id === userId);
    },
    setStatus: async (_tx: Tx, ids: string[], status: SubscriptionStatus) => void (ids.length && written.push([status, ids])),
  });
  const service = new SubscriptionsService(repo, { graceDays: 7 } as AppConfig, clockAt('2026-03-08T00:00:00Z') as Clock);
  return { service, written, asked };
}

describe('SubscriptionsService (rules, with a fake repository)', () => {
  it('makes unpaid members overdue after the grace days and covered ones active, writing only changes', async () => {
    const { service, written, asked } = setup([
      member('unpaid'),
      member('paid', { subscriptionStatus: 'overdue', paid: '5.00' }),
      member('already-overdue', { subscriptionStatus: 'overdue' }),
      member('partly', { paid: '4.99' }),
    ]);
    expect(await service.recomputeAll()).toBe(3);
    expect(asked).toEqual([{ month: '2026-03', userId: undefined }]);
    expect(written).toEqual([
      ['active', ['paid']],
      ['overdue', ['unpaid', 'partly']],
    ]);
  });

  it('recomputes one member inside the caller’s transaction and answers its new status', async () => {
    const { service, written } = setup([member('a'), member('b')]);
    expect(await service.recomputeUser(FAKE_TX, 'a')).toBe('overdue');
    expect(written).toEqual([['overdue', ['a']]]);
    expect(await setup([member('a', { paid: '5' })]).service.recomputeUser(FAKE_TX, 'a')).toBeUndefined();
  });

  it('the daily run does nothing while another node holds its lock', async () => {
    const { service, written, asked } = setup([member('unpaid')], { lockFree: false });
    await service.recomputeAllOnce();
    expect(asked).toEqual([]);
    expect(written).toEqual([]);
  });
});
