import type { SubscriptionStatus } from '@pfe/contracts';
import type { Tx } from '../../common/database/sql-repository';
import { fake, inTransaction } from '../../../test/support/fakes';
import type { ActivityChange, ActivityService } from '../activity/activity.service';
import type { SubscriptionsService } from '../subscriptions/subscriptions.service';
import { AdminRepository, AdminUserRow, UserFlags } from './admin.repository';
import { AdminUsersService } from './admin-users.service';

function row(id: string, flags: UserFlags): AdminUserRow {
  return {
    id,
    email: `${id}@example.test`,
    first_name: 'F',
    last_name: null,
    deleted_at: flags.deletedAt,
    profile_image_url: null,
    is_admin: flags.isAdmin,
    is_moderator: flags.isModerator,
    pricing_tier: '1.00',
    subscription_status: flags.subscriptionStatus,
    invite_code_used: null,
    last_sign_in_at: null,
    created_at: new Date('2026-01-01'),
    updated_at: new Date('2026-01-01'),
    inviter_id: null,
    inviter_email: null,
    inviter_first_name: null,
    inviter_last_name: null,
  };
}

/** An in-memory AdminRepository over `users`; `steps` records the lock and the writes. */
function setup(users: Record<string, UserFlags>) {
  const steps: string[] = [];
  const logged: ActivityChange[] = [];
  const recomputed: string[] = [];
  const repo = fake<AdminRepository>({
    transaction: inTransaction,
    lockAdminFlag: async () => void steps.push('lock'),
    lockUser: async (_tx: Tx, id: string) => (users[id] ? { ...users[id] } : null),
    countAdmins: async () => Object.values(users).filter((u) => u.isAdmin).length,
    updateFlags: async (_tx: Tx, id: string, changes: Partial<Pick<UserFlags, 'isAdmin' | 'isModerator' | 'subscriptionStatus'>>) => {
      steps.push(`update:${id}:${JSON.stringify(changes)}`);
      Object.assign(users[id], changes);
    },
    getUser: async (id: string) => (users[id] ? row(id, users[id]) : null),
  });
  const service = new AdminUsersService(
    repo,
    fake<ActivityService>({ record: async (_tx: Tx, _a: string | null, e: ActivityChange) => void logged.push(e) }),
    fake<SubscriptionsService>({ recomputeUser: async (_tx: Tx, id: string) => void recomputed.push(id) }),
  );
  return { service, steps, logged, recomputed };
}

const admin = (over: Partial<UserFlags> = {}): UserFlags => ({ isAdmin: true, isModerator: false, subscriptionStatus: 'active' as SubscriptionStatus, deletedAt: null, ...over });
const member = (over: Partial<UserFlags> = {}): UserFlags => admin({ isAdmin: false, ...over });

describe('AdminUsersService (rules, with a fake repository)', () => {
  it('refuses an empty change', async () => {
    await expect(setup({ a: admin() }).service.update('a', 'a', {})).rejects.toMatchObject({ code: 'admin.nothingToChange' });
  });

  it('grants and revokes the moderator role, logged with the previous value', async () => {
    const { service, steps, logged } = setup({ a: admin(), m: member() });
    await service.update('a', 'm', { isModerator: true });
    await service.update('a', 'm', { isModerator: false });
    expect(steps).toEqual(['update:m:{"isModerator":true}', 'update:m:{"isModerator":false}']);
    expect(logged.map((e) => e.details)).toEqual([
      expect.objectContaining({ isModerator: true, previous: expect.objectContaining({ isModerator: false }) }),
      expect.objectContaining({ isModerator: false, previous: expect.objectContaining({ isModerator: true }) }),
    ]);
  });

  it('never removes one’s own admin flag, and takes the admin-flag lock first', async () => {
    const { service, steps } = setup({ a: admin(), b: admin() });
    await expect(service.update('a', 'a', { isAdmin: false })).rejects.toMatchObject({ code: 'admin.cannotDemoteSelf' });
    expect(steps).toEqual(['lock']);
  });

  it('never demotes the last admin', async () => {
    const { service, steps } = setup({ a: admin({ deletedAt: null }), b: admin() });
    await service.update('a', 'b', { isAdmin: false });
    expect(steps).toEqual(['lock', 'update:b:{"isAdmin":false}']);
    const last = setup({ a: admin(), c: member() });
    await expect(last.service.update('c', 'a', { isAdmin: false })).rejects.toMatchObject({ code: 'admin.lastAdmin' });
  });

  it('a deleted account or an unknown id changes nothing', async () => {
    const { service, steps } = setup({ a: admin(), gone: member({ deletedAt: new Date('2026-01-01') }) });
    await expect(service.update('a', 'gone', { isAdmin: true })).rejects.toMatchObject({ code: 'admin.userDeleted' });
    await expect(service.update('a', 'nope', { isAdmin: true })).rejects.toMatchObject({ code: 'admin.userNotFound' });
    expect(steps).toEqual([]);
  });

  it('lifting a pause recomputes the status from the payments; pausing does not; both are logged with what was before', async () => {
    const { service, recomputed, logged } = setup({ a: admin(), m: member({ subscriptionStatus: 'inactive' }) });
    await service.update('a', 'm', { subscriptionStatus: 'active' });
    expect(recomputed).toEqual(['m']);
    await service.update('a', 'm', { subscriptionStatus: 'inactive' });
    expect(recomputed).toEqual(['m']);
    expect(logged).toEqual([
      { action: 'update_user', targetType: 'user', targetId: 'm', details: { subscriptionStatus: 'active', previous: { isAdmin: false, isModerator: false, subscriptionStatus: 'inactive' } } },
      { action: 'update_user', targetType: 'user', targetId: 'm', details: { subscriptionStatus: 'inactive', previous: { isAdmin: false, isModerator: false, subscriptionStatus: 'active' } } },
    ]);
  });

  it('a change to what is already set writes and logs nothing', async () => {
    const { service, steps, logged } = setup({ a: admin(), m: member() });
    expect(await service.update('a', 'm', { isAdmin: false, subscriptionStatus: 'active' })).toMatchObject({ id: 'm', isAdmin: false });
    expect(steps).toEqual(['lock']);
    expect(logged).toEqual([]);
  });

  it('shows a deleted account as a record named "Deleted member"', async () => {
    const { service } = setup({ gone: member({ deletedAt: new Date('2026-01-01') }) });
    expect(await service.get('gone')).toMatchObject({ firstName: 'Deleted member' });
    await expect(service.get('nope')).rejects.toMatchObject({ code: 'admin.userNotFound' });
  });
});
