import { PASSWORD_CONFIRMATIONS_PER_SESSION } from '@pfe/contracts';
import type { Tx } from '../../common/database/sql-repository';
import type { AuthUser } from '../../common/http/auth-user';
import type { HitStore } from '../../common/rate-limit/rate-limiter';
import type { AppConfig } from '../../config/app-config';
import { fake, inTransaction } from '../../../test/support/fakes';
import { hashPassword } from '../auth/password-hasher';
import type { NotificationsService } from '../notifications/notifications.service';
import { AccountSessionsService } from './account-sessions.service';
import { AccountRepository } from './account.repository';
import { PasswordConfirmations } from './password-confirmations.service';

const me = { id: 'me', email: 'me@example.test' } as AuthUser;
const config = { sessionSecret: 'x'.repeat(32), sessionMaxAgeDays: 30 } as AppConfig;
let hash: string;

beforeAll(async () => {
  hash = await hashPassword('right-password-1');
});

/** A hit store in memory (counts per key, the windows asked), live sessions, notifications told. */
function setup(passwordHash: string | null = hash) {
  const counts = new Map<string, number>();
  const windows: number[] = [];
  const live = new Set(['s1', 's2']);
  const ended: string[] = [];
  const told: string[] = [];
  const hits: HitStore = {
    hit: async (key: string, windowSeconds: number) => {
      windows.push(windowSeconds);
      counts.set(key, (counts.get(key) ?? 0) + 1);
      return { count: counts.get(key)!, resetSeconds: windowSeconds };
    },
    reset: async (key: string) => void counts.delete(key),
  };
  const repo = fake<AccountRepository>({
    transaction: inTransaction,
    passwordHash: async () => passwordHash,
    endSession: async (_u: string, sid: string) => {
      if (!live.delete(sid)) return false;
      ended.push(sid);
      return true;
    },
  });
  const sessions = new AccountSessionsService(fake<AccountRepository>({}), config);
  const notifications = fake<NotificationsService>({ notify: async (_tx: Tx, to: string | string[], kind: string) => (told.push(`${String(to)} ${kind}`), 1) });
  return { budget: new PasswordConfirmations(repo, config, hits, sessions, notifications), counts, windows, ended, told, sessions };
}

describe('PasswordConfirmations (rules, with fakes)', () => {
  it('the right password passes and gives the session its whole budget back; the count is kept under the session’s handle for its whole life', async () => {
    const { budget, counts, windows, sessions } = setup();
    await expect(budget.confirm(me, 's1', 'wrong')).rejects.toMatchObject({ status: 400, code: 'account.wrongPassword' });
    expect([...counts.keys()]).toEqual([`password-confirm:session:${sessions.handleOf('s1')}`]);
    expect(windows).toEqual([30 * 24 * 60 * 60]);
    await budget.confirm(me, 's1', 'right-password-1');
    expect(counts.size).toBe(0);
  });

  it('the wrong password that spends the budget ends the session (401) and tells her once; every later attempt, even right, is a 401', async () => {
    const { budget, ended, told } = setup();
    for (let i = 1; i < PASSWORD_CONFIRMATIONS_PER_SESSION; i++) {
      await expect(budget.confirm(me, 's1', 'wrong')).rejects.toMatchObject({ status: 400, code: 'account.wrongPassword' });
    }
    expect(ended).toEqual([]);
    await expect(budget.confirm(me, 's1', 'wrong')).rejects.toMatchObject({ status: 401, code: 'account.tooManyWrongPasswords' });
    expect(ended).toEqual(['s1']);
    expect(told).toEqual(['me security.session_guessing']);
    await expect(budget.confirm(me, 's1', 'right-password-1')).rejects.toMatchObject({ status: 401, code: 'account.tooManyWrongPasswords' });
    expect(told).toHaveLength(1);
  });

  it('the budget is per session: another session of hers still confirms', async () => {
    const { budget, ended } = setup();
    for (let i = 0; i < PASSWORD_CONFIRMATIONS_PER_SESSION; i++) await budget.confirm(me, 's1', 'wrong').catch(() => undefined);
    expect(ended).toEqual(['s1']);
    await budget.confirm(me, 's2', 'right-password-1');
    expect(ended).toEqual(['s1']);
  });

  it('an account without a password refuses every password as wrong', async () => {
    const { budget } = setup(null);
    await expect(budget.confirm(me, 's1', 'right-password-1')).rejects.toMatchObject({ status: 400, code: 'account.wrongPassword' });
  });
});
