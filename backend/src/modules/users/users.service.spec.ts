import { fake } from '../../../test/support/fakes';
import type { UserEntity } from './entities/user.entity';
import { UsersRepository } from './users.repository';
import { UsersService } from './users.service';

describe('UsersService (rules, with a fake repository)', () => {
  const stored = { id: 'u1', email: 'ana@example.test' } as UserEntity;
  const repo = fake<UsersRepository>({
    findById: async (id: string) => (id === stored.id ? stored : null),
    findByEmail: async (email: string) => (email === stored.email ? stored : null),
    findWithPasswordHash: async (email: string) => (email === stored.email ? { ...stored, passwordHash: 'hash' } : null),
  });
  const service = new UsersService(repo);

  it('finds a member by email whatever its case and surrounding spaces', async () => {
    expect(await service.findByEmail('  Ana@Example.TEST ')).toBe(stored);
    expect((await service.findWithPasswordHash('ANA@example.test'))?.passwordHash).toBe('hash');
    expect(await service.findByEmail('bob@example.test')).toBeNull();
  });

  it('answers no user for an unknown id', async () => {
    expect(await service.findAuthUser('u1')).toBe(stored);
    expect(await service.findById('u2')).toBeNull();
  });
});
