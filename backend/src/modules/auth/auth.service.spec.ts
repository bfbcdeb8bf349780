import type { Tx } from '../../common/database/sql-repository';
import { fake, inTransaction } from '../../../test/support/fakes';
import type { NotificationsService } from '../notifications/notifications.service';
import type { UserEntity } from '../users/entities/user.entity';
import type { UsersService } from '../users/users.service';
import { AuthRepository } from './auth.repository';
import { AuthService } from './auth.service';
import { hashPassword } from './password-hasher';

function setup(existing: Record<string, string | null> = {}) {
  const inserted: { email: string; firstName: string | null }[] = [];
  const signedIn: string[] = [];
  const told: string[] = [];
  const repo = fake<AuthRepository>({
    transaction: inTransaction,
    insertUser: async (u: { email: string; passwordHash: string; firstName: string | null; lastName: string | null }) => {
      inserted.push({ email: u.email, firstName: u.firstName });
      return 'new-id';
    },
    markSignedIn: async (_tx: Tx, id: string) => void signedIn.push(id),
  });
  const users = fake<UsersService>({
    findByEmail: async (email: string) => (email.trim().toLowerCase() in existing ? ({ id: 'u1' } as UserEntity) : null),
    findWithPasswordHash: async (email: string) => {
      const key = email.trim().toLowerCase();
      return key in existing ? ({ id: 'u1', passwordHash: existing[key] } as UserEntity) : null;
    },
    findById: async (id: string) => ({ id }) as UserEntity,
  });
  const notifications = fake<NotificationsService>({ notify: async (_tx: Tx, id: string | string[], kind: string) => told.push(`${id}:${kind}`) });
  return { service: new AuthService(repo, users, notifications), inserted, signedIn, told };
}

describe('AuthService (rules, with a fake repository)', () => {
  it('registers an email once, stored lower-cased and trimmed', async () => {
    const { service, inserted } = setup({ 'taken@example.test': null });
    expect(await service.register({ email: ' Ana@Example.test ', password: 'a-long-password-1', firstName: 'Ana' })).toEqual({ id: 'new-id' });
    expect(inserted).toEqual([{ email: 'ana@example.test', firstName: 'Ana' }]);
    await expect(service.register({ email: 'TAKEN@example.test', password: 'a-long-password-1' })).rejects.toMatchObject({ code: 'auth.emailTaken' });
    expect(inserted).toHaveLength(1);
  });

  it('the same error for an unknown email, a wrong password and an account without one; a sign-in is noted and told', async () => {
    const hash = await hashPassword('right-password-1');
    const { service, signedIn, told } = setup({ 'ana@example.test': hash, 'nopw@example.test': null });
    for (const [email, pw] of [['bob@example.test', 'right-password-1'], ['ana@example.test', 'wrong-password-1'], ['nopw@example.test', 'x']]) {
      await expect(service.validateCredentials(email, pw)).rejects.toMatchObject({ code: 'auth.invalidCredentials' });
    }
    expect(signedIn).toEqual([]);
    await service.validateCredentials('ANA@example.test', 'right-password-1', 'Mozilla/5.0 (X11; Linux x86_64) Firefox/120.0');
    expect(signedIn).toEqual(['u1']);
    expect(told).toEqual(['u1:security.sign_in']);
  });
});
