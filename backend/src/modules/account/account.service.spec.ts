import type { Tx } from '../../common/database/sql-repository';
import type { AuthUser } from '../../common/http/auth-user';
import { FAKE_TX, fake, inTransaction } from '../../../test/support/fakes';
import type { ActivityChange, ActivityService } from '../activity/activity.service';
import type { NotificationsService } from '../notifications/notifications.service';
import { AccountDataRegistry } from '../account-data/account-data.registry';
import { AccountRepository } from './account.repository';
import { AccountService } from './account.service';
import type { PasswordConfirmations } from './password-confirmations.service';

const me = { id: 'me', email: 'me@example.test' } as AuthUser;

/** An in-memory account: flags per user, the erasures done, the password check's answer. */
function deletion(users: Record<string, { isAdmin: boolean; deletedAt: Date | null }>, opts: { passwordOk?: boolean } = {}) {
  const erased: string[] = [];
  const logged: ActivityChange[] = [];
  const steps: string[] = [];
  const repo = fake<AccountRepository>({
    transaction: inTransaction,
    isDeleted: async (id: string) => !users[id] || users[id].deletedAt !== null,
    lockAdminFlag: async () => void steps.push('lock'),
    lockAccount: async (_tx: Tx, id: string) => users[id] ?? null,
    countLiveAdmins: async () => Object.values(users).filter((u) => u.isAdmin && !u.deletedAt).length,
  });
  const registry = new AccountDataRegistry();
  registry.register({
    key: 'core',
    export: async () => ({}),
    erase: async (tx: Tx, id: string) => {
      expect(tx).toBe(FAKE_TX);
      erased.push(id);
      users[id].deletedAt = new Date();
    },
  });
  const confirmations = fake<PasswordConfirmations>({
    confirm: async () => {
      if (opts.passwordOk === false) throw Object.assign(new Error('wrong'), { code: 'account.wrongPassword' });
    },
  });
  const service = new AccountService(
    repo,
    registry,
    fake<ActivityService>({ record: async (_tx: Tx, _a: string | null, e: ActivityChange) => void logged.push(e) }),
    confirmations,
    fake<NotificationsService>({}),
  );
  return { service, erased, logged, steps };
}

describe('AccountService (rules, with a fake repository)', () => {
  it('deletes an account in one transaction under the admin-flag lock, logged without personal data', async () => {
    const { service, erased, logged, steps } = deletion({ me: { isAdmin: false, deletedAt: null } });
    await service.delete(me, 'pw', 'sid');
    expect(steps).toEqual(['lock']);
    expect(erased).toEqual(['me']);
    expect(logged).toEqual([{ action: 'delete_account', targetType: 'user', targetId: 'me', details: { by: 'member' } }]);
  });

  it('refuses to delete the last admin, and lets an admin go while another remains', async () => {
    const last = deletion({ me: { isAdmin: true, deletedAt: null }, gone: { isAdmin: true, deletedAt: new Date() } });
    await expect(last.service.delete(me, 'pw', 'sid')).rejects.toMatchObject({ code: 'account.lastAdmin' });
    expect(last.erased).toEqual([]);
    const two = deletion({ me: { isAdmin: true, deletedAt: null }, other: { isAdmin: true, deletedAt: null } });
    await two.service.delete(me, 'pw', 'sid');
    expect(two.erased).toEqual(['me']);
  });

  it('a second tap on an account already deleted succeeds and does nothing', async () => {
    const { service, erased } = deletion({ me: { isAdmin: false, deletedAt: new Date() } });
    await service.delete(me, 'pw', 'sid');
    expect(erased).toEqual([]);
  });

  it('a wrong password erases nothing', async () => {
    const { service, erased } = deletion({ me: { isAdmin: false, deletedAt: null } }, { passwordOk: false });
    await expect(service.delete(me, 'nope', 'sid')).rejects.toMatchObject({ code: 'account.wrongPassword' });
    expect(erased).toEqual([]);
  });

  it('refuses a settings change that names no setting, and answers the defaults for a member with none saved', async () => {
    const saved: unknown[] = [];
    const repo = fake<AccountRepository>({ settings: async () => null, saveSettings: async (_u: string, c: unknown) => void saved.push(c) });
    const service = new AccountService(repo, new AccountDataRegistry(), fake<ActivityService>({}), fake<PasswordConfirmations>({}), fake<NotificationsService>({}));
    await expect(service.updateSettings('me', {})).rejects.toMatchObject({ code: 'account.noSettings' });
    expect(saved).toEqual([]);
    expect(await service.settings('me')).toEqual({ discreetMode: false, quickExitKeepsSignedIn: false, language: 'en' });
  });
});
