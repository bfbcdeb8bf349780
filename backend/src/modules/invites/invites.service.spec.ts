import type { Tx } from '../../common/database/sql-repository';
import type { Clock } from '../../common/clock/clock';
import { clockAt, fake, inTransaction } from '../../../test/support/fakes';
import type { ActivityChange, ActivityService } from '../activity/activity.service';
import type { PricingService } from '../pricing/pricing.service';
import type { UserEntity } from '../users/entities/user.entity';
import type { UsersService } from '../users/users.service';
import { InviteRow, InvitesRepository } from './invites.repository';
import { InvitesService, inviteStatus } from './invites.service';

const NOW = '2026-03-10T12:00:00Z';

function invite(code: string, over: Partial<InviteRow> = {}): InviteRow {
  return { id: `id-${code}`, code, maxUses: 1, currentUses: 0, isActive: true, expiresAt: null, createdBy: 'admin', createdAt: new Date('2026-01-01'), ...over };
}

/** An in-memory InvitesRepository with the same conditional use as the SQL: active, unexpired, not used up. */
function setup(invites: InviteRow[], members: Record<string, { inviteCodeUsed: string | null }> = {}, insertResults: (string | null)[] = []) {
  const redeemed: { inviteId: string; code: string; userId: string; price: string }[] = [];
  const logged: ActivityChange[] = [];
  const inserted: string[] = [];
  const repo = fake<InvitesRepository>({
    transaction: inTransaction,
    get: async (id: string) => invites.find((i) => i.id === id) ?? null,
    getByCode: async (_tx: Tx, code: string) => invites.find((i) => i.code === code) ?? null,
    redemptions: async () => [],
    insert: async (_tx: Tx, i: { code: string; maxUses: number; expiresAt: Date | null; createdBy: string }) => {
      inserted.push(i.code);
      const id = insertResults.length ? insertResults.shift()! : `new-${inserted.length}`;
      if (id) invites.push(invite(i.code, { id, maxUses: i.maxUses, expiresAt: i.expiresAt }));
      return id;
    },
    setActive: async (_tx: Tx, id: string, isActive: boolean) => {
      const found = invites.find((i) => i.id === id);
      if (found) found.isActive = isActive;
      return Boolean(found);
    },
    lockMember: async (_tx: Tx, userId: string) => members[userId] ?? null,
    takeUse: async (_tx: Tx, code: string, now: Date) => {
      const i = invites.find((x) => x.code === code);
      if (!i || !i.isActive || (i.expiresAt && i.expiresAt <= now) || i.currentUses >= i.maxUses) return null;
      i.currentUses++;
      return i.id;
    },
    redeem: async (_tx: Tx, r: { inviteId: string; code: string; userId: string; price: string }) => {
      redeemed.push({ inviteId: r.inviteId, code: r.code, userId: r.userId, price: r.price });
      members[r.userId] = { inviteCodeUsed: r.code };
    },
  });
  const service = new InvitesService(
    repo,
    fake<ActivityService>({ record: async (_tx: Tx, _a: string | null, e: ActivityChange) => void logged.push(e) }),
    fake<PricingService>({ currentAmount: async () => '4.00' }),
    fake<UsersService>({ findById: async (id: string) => ({ id }) as UserEntity }),
    clockAt(NOW) as Clock,
  );
  return { service, redeemed, logged, inserted, invites };
}

describe('inviteStatus (spec §4)', () => {
  const now = new Date(NOW);
  it('is inactive first, then fully used, then expired, else active', () => {
    expect(inviteStatus(invite('A', { isActive: false, currentUses: 1, expiresAt: new Date('2020-01-01') }), now)).toBe('Inactive');
    expect(inviteStatus(invite('A', { currentUses: 1, expiresAt: new Date('2020-01-01') }), now)).toBe('Fully Used');
    expect(inviteStatus(invite('A', { expiresAt: now }), now)).toBe('Expired');
    expect(inviteStatus(invite('A', { expiresAt: new Date('2026-03-10T12:00:01Z') }), now)).toBe('Active');
  });
});

describe('InvitesService (rules, with a fake repository)', () => {
  it('redeems a usable code once, trimmed and upper-cased, at the current price', async () => {
    const { service, redeemed, invites } = setup([invite('ABC-123')], { u1: { inviteCodeUsed: null } });
    await service.redeem('u1', '  abc-123 ');
    expect(redeemed).toEqual([{ inviteId: 'id-ABC-123', code: 'ABC-123', userId: 'u1', price: '4.00' }]);
    expect(invites[0].currentUses).toBe(1);
  });

  it('refuses a second redemption by a member, taking no use', async () => {
    const { service, invites, redeemed } = setup([invite('ABC')], { u1: { inviteCodeUsed: 'OLD' } });
    await expect(service.redeem('u1', 'ABC')).rejects.toMatchObject({ code: 'invites.alreadyMember' });
    expect(invites[0].currentUses).toBe(0);
    expect(redeemed).toEqual([]);
  });

  it.each([
    ['unknown', [], 'invites.unknown'],
    ['inactive', [invite('ABC', { isActive: false })], 'invites.inactive'],
    ['expired', [invite('ABC', { expiresAt: new Date('2026-03-10T12:00:00Z') })], 'invites.expired'],
    ['used up', [invite('ABC', { currentUses: 1 })], 'invites.usedUp'],
  ])('says why a code is not usable: %s', async (_name, invites, code) => {
    const { service, redeemed } = setup(invites, { u1: { inviteCodeUsed: null } });
    await expect(service.redeem('u1', 'abc')).rejects.toMatchObject({ code });
    expect(redeemed).toEqual([]);
  });

  it('a code of one use goes to the first of two members only', async () => {
    const { service, redeemed } = setup([invite('ABC')], { u1: { inviteCodeUsed: null }, u2: { inviteCodeUsed: null } });
    await service.redeem('u1', 'ABC');
    await expect(service.redeem('u2', 'ABC')).rejects.toMatchObject({ code: 'invites.usedUp' });
    expect(redeemed.map((r) => r.userId)).toEqual(['u1']);
  });

  it('refuses an expiry in the past and writes nothing', async () => {
    const { service, inserted } = setup([]);
    await expect(service.create('admin', { maxUses: 1, expiresAt: '2026-03-10T12:00:00Z' })).rejects.toMatchObject({ code: 'invites.expiryInPast' });
    expect(inserted).toEqual([]);
  });

  it('draws another code when one is taken, and logs the one made', async () => {
    const { service, inserted, logged } = setup([], {}, [null, 'new-2']);
    const created = await service.create('admin', { maxUses: 3 });
    expect(inserted).toHaveLength(2);
    expect(inserted[0]).not.toBe(inserted[1]);
    expect(created).toMatchObject({ id: 'new-2', maxUses: 3, status: 'Active' });
    expect(logged).toEqual([{ action: 'generate_invite_code', targetType: 'invite_code', targetId: 'new-2', details: { maxUses: 3, expiresAt: null } }]);
  });

  it('deactivating an unknown code is a 404 and logs nothing', async () => {
    const { service, logged } = setup([invite('ABC')]);
    await expect(service.setActive('admin', 'nope', false)).rejects.toMatchObject({ code: 'invites.notFound' });
    expect(logged).toEqual([]);
    expect(await service.setActive('admin', 'id-ABC', false)).toMatchObject({ isActive: false, status: 'Inactive' });
    expect(logged).toEqual([{ action: 'deactivate_invite_code', targetType: 'invite_code', targetId: 'id-ABC' }]);
  });
});
