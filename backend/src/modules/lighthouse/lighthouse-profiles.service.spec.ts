import type { DeepPartial } from 'typeorm';
import type { DomainError } from '../../common/errors/domain-error';
import type { OwnProfileStore } from '../../common/profiles/own-profile.store';
import { fake } from '../../../test/support/fakes';
import type { CreateLighthouseProfileDto, UpdateLighthouseProfileDto } from './dto/profile.dto';
import type { LighthouseProfileEntity } from './entities/lighthouse-profile.entity';
import { LighthouseProfilesRepository } from './lighthouse-profiles.repository';
import { LighthouseProfilesService } from './lighthouse-profiles.service';

type Errors = { exists: () => DomainError; missing: () => DomainError };

function entity(userId: string, fields: DeepPartial<LighthouseProfileEntity>): LighthouseProfileEntity {
  return {
    id: `lp-${userId}`,
    userId,
    isVerified: false,
    createdAt: new Date('2026-03-01T00:00:00Z'),
    updatedAt: new Date('2026-03-01T00:00:00Z'),
    ...fields,
  } as LighthouseProfileEntity;
}

/** A fake of the shared OwnProfileStore over a map (its own rules are tested with the database). */
function setup(existing: Record<string, 'host' | 'seeker'> = {}) {
  const byUser = new Map(Object.entries(existing).map(([userId, profileType]) => [userId, entity(userId, { profileType, displayName: userId })]));
  const writes: [string, string, DeepPartial<LighthouseProfileEntity>][] = [];
  let errors: Errors | undefined;
  const repo = fake<LighthouseProfilesRepository>({
    ownStore: (e: Errors) => {
      errors = e;
      return fake<OwnProfileStore<LighthouseProfileEntity>>({
        findOwn: async (userId: string) => byUser.get(userId) ?? null,
        requireOwn: async (userId: string) => {
          const profile = byUser.get(userId);
          if (!profile) throw e.missing();
          return profile;
        },
        create: async (userId: string, fields: DeepPartial<LighthouseProfileEntity>) => {
          writes.push(['create', userId, fields]);
          const profile = entity(userId, fields);
          byUser.set(userId, profile);
          return profile;
        },
        update: async (userId: string, fields: DeepPartial<LighthouseProfileEntity>) => {
          writes.push(['update', userId, fields]);
          const profile = { ...byUser.get(userId)!, ...fields } as LighthouseProfileEntity;
          byUser.set(userId, profile);
          return profile;
        },
      });
    },
    namesMetBy: async (viewerId: string, userIds: string[]) => new Map(userIds.filter((id) => id !== viewerId).map((id) => [id, `name of ${id}`])),
  });
  const service = new LighthouseProfilesService(repo);
  return { service, writes, errors: errors! };
}

const create = (over: Partial<CreateLighthouseProfileDto> = {}) => ({ displayName: 'Sam', profileType: 'seeker', ...over }) as CreateLighthouseProfileDto;
const update = (over: Partial<UpdateLighthouseProfileDto> = {}) => ({ displayName: 'Sam', ...over }) as UpdateLighthouseProfileDto;

describe('LighthouseProfilesService (rules, with a fake repository)', () => {
  it('the profile store answers LightHouse’s own errors: a second profile is a 409, a missing one a 404', () => {
    const { errors } = setup();
    expect(errors.exists()).toMatchObject({ status: 409, code: 'lighthouse.profileExists' });
    expect(errors.missing()).toMatchObject({ status: 404, code: 'lighthouse.profileMissing' });
  });

  it('no profile yet reads as null; one is mapped with its money as two-decimal strings', async () => {
    const { service } = setup();
    expect(await service.getOwn('m1')).toBeNull();
    await service.create('m1', create({ budgetMin: '300', budgetMax: 450.5 }));
    expect(await service.getOwn('m1')).toMatchObject({ id: 'lp-m1', profileType: 'seeker', budgetMin: '300.00', budgetMax: '450.50', isVerified: false });
  });

  it('a seeker’s profile is written with its defaults', async () => {
    const { service, writes } = setup();
    await service.create('m1', create({ moveInDate: '2026-06-01' }));
    expect(writes).toEqual([
      [
        'create',
        'm1',
        { profileType: 'seeker', displayName: 'Sam', bio: null, phoneNumber: null, housingNeeds: null, moveInDate: '2026-06-01', budgetMin: null, budgetMax: null, hasProperty: false, isActive: true },
      ],
    ]);
  });

  it('housing needs, a move-in date and a budget belong to seekers: a host sending one is a 400 with nothing written', async () => {
    const { service, writes } = setup({ h2: 'host' });
    for (const extra of [{ housingNeeds: 'quiet' }, { moveInDate: '2026-06-01' }, { budgetMin: 1 }, { budgetMax: '2' }]) {
      await expect(service.create('h1', create({ profileType: 'host', ...extra }))).rejects.toMatchObject({ status: 400, code: 'lighthouse.seekerFieldsOnly' });
      await expect(service.update('h2', update(extra))).rejects.toMatchObject({ status: 400, code: 'lighthouse.seekerFieldsOnly' });
    }
    await service.create('h1', create({ profileType: 'host', housingNeeds: null, budgetMin: null }));
    expect(writes.map(([op, userId]) => [op, userId])).toEqual([['create', 'h1']]);
  });

  it('a minimum budget above the maximum is a 400 with nothing written (compared as amounts, not text)', async () => {
    const { service, writes } = setup({ s1: 'seeker' });
    await expect(service.create('m1', create({ budgetMin: '900', budgetMax: '1000.5' }))).resolves.toMatchObject({ budgetMin: '900.00' });
    await expect(service.create('m2', create({ budgetMin: '100.01', budgetMax: '100' }))).rejects.toMatchObject({ status: 400, code: 'lighthouse.budgetOrder' });
    await expect(service.update('s1', update({ budgetMin: 20, budgetMax: 10 }))).rejects.toMatchObject({ status: 400, code: 'lighthouse.budgetOrder' });
    expect(writes.map(([op, userId]) => [op, userId])).toEqual([['create', 'm1']]);
  });

  it('the type is fixed at creation: another one on update is a 400 with nothing written, the same one is fine', async () => {
    const { service, writes } = setup({ s1: 'seeker' });
    await expect(service.update('s1', update({ profileType: 'host' }))).rejects.toMatchObject({ status: 400, code: 'lighthouse.profileTypeFixed' });
    expect(writes).toEqual([]);
    await expect(service.update('s1', update({ profileType: 'seeker', bio: 'Hi' }))).resolves.toMatchObject({ profileType: 'seeker', bio: 'Hi' });
    expect(writes.map(([op, , fields]) => [op, 'profileType' in fields])).toEqual([['update', false]]);
  });

  it('updating without a profile is the 404 of a missing one', async () => {
    await expect(setup().service.update('m1', update())).rejects.toMatchObject({ status: 404, code: 'lighthouse.profileMissing' });
  });

  it('the names a member has met come from the repository’s LightHouse-only query', async () => {
    const names = await setup().service.displayNamesSeenBy('m1', ['m1', 'm2']);
    expect([...names]).toEqual([['m2', 'name of m2']]);
  });
});
