import type { Tx } from '../../common/database/sql-repository';
import type { ListRequest } from '../../common/pagination/admin-list';
import { FAKE_TX, fake, fakeOwnProfiles } from '../../../test/support/fakes';
import type { SupportMatchProfileEntity } from './entities/supportmatch-profile.entity';
import { SupportMatchProfilesRepository } from './supportmatch-profiles.repository';
import { SupportMatchProfilesService } from './supportmatch-profiles.service';

const AT = new Date('2026-03-10T00:00:00Z');
const LIST: ListRequest = { resource: 'supportmatch_profiles', offset: 0, limit: 20, orderBy: 'p.created_at', direction: 'DESC', filter: { text: { q: 'Be' }, uuid: {}, boolean: {} } };
const profile = (userId: string, fields: Partial<SupportMatchProfileEntity> = {}) =>
  ({
    id: `p-${userId}`,
    userId,
    nickname: 'Bea',
    gender: null,
    genderPreference: null,
    city: null,
    state: null,
    country: null,
    timezone: 'Europe/Paris',
    timezonePreference: 'same_timezone',
    isActive: true,
    createdAt: AT,
    updatedAt: AT,
    ...fields,
  }) as SupportMatchProfileEntity;

function setup(existing: string[] = []) {
  const store = fakeOwnProfiles(profile, existing.map((u) => profile(u)));
  const asked: unknown[][] = [];
  const repo = fake<SupportMatchProfilesRepository>({
    ownStore: store.ownStore,
    nicknamesOfPartners: async (viewerId: string, ids: string[]) => (
      asked.push(['nicknamesOfPartners', viewerId, ids]),
      [
        { user_id: 'm2', nickname: 'Bea' },
        { user_id: 'm3', nickname: '' },
      ]
    ),
    nicknamesOf: async (ids: string[]) => (asked.push(['nicknamesOf', ids]), new Map([['m2', 'Bea']])),
    hasProfile: async (userId: string) => (asked.push(['hasProfile', userId]), true),
    werePartners: async (tx: Tx, a: string, b: string) => (asked.push(['werePartners', tx, a, b]), false),
    blockCandidates: async (userId: string) => (asked.push(['blockCandidates', userId]), [{ partnership_id: 'p1', nickname: 'Bea' }]),
    list: async (list: ListRequest) => (asked.push(['list', list]), { rows: [profile('m2')], total: 1 }),
  });
  return { service: new SupportMatchProfilesService(repo), written: store.written, errors: store.errors, asked };
}

describe('SupportMatchProfilesService (rules, with a fake repository)', () => {
  it('the own-profile rules fail with SupportMatch’s errors: a second profile is a 409, none yet is a 403', () => {
    const { errors } = setup();
    expect(errors().exists()).toMatchObject({ status: 409, code: 'supportmatch.profileExists' });
    expect(errors().missing()).toMatchObject({ status: 403, code: 'supportmatch.noProfile' });
  });

  it('no profile yet reads as null; an existing one is answered mapped', async () => {
    const { service } = setup(['m1']);
    expect(await service.getOwn('m2')).toBeNull();
    expect(await service.getOwn('m1')).toMatchObject({ id: 'p-m1', userId: 'm1', nickname: 'Bea', timezone: 'Europe/Paris', createdAt: AT.toISOString(), updatedAt: AT.toISOString() });
  });

  it('an empty profile is stored with no nickname (""), nulls, same-timezone preference and active', async () => {
    const { service, written } = setup();
    await service.create('m1', {});
    expect(written).toEqual([
      [
        'create',
        'm1',
        { nickname: '', gender: null, genderPreference: null, city: null, state: null, country: null, timezone: null, timezonePreference: 'same_timezone', isActive: true },
      ],
    ]);
  });

  it('create keeps what the member gave; a second create is a 409 that writes nothing', async () => {
    const { service, written } = setup();
    const given = { nickname: 'Ann', gender: 'f', genderPreference: 'f', city: 'Lyon', state: 'ARA', country: 'FR', timezone: 'Europe/Paris', timezonePreference: 'any_timezone', isActive: false };
    expect(await service.create('m1', given)).toMatchObject(given);
    expect(written).toEqual([['create', 'm1', given]]);
    await expect(service.create('m1', { nickname: 'Again' })).rejects.toMatchObject({ status: 409, code: 'supportmatch.profileExists' });
    expect(written).toHaveLength(1);
  });

  it('update needs her own profile (a 403 writing nothing without one) and rewrites every field, absent ones to their defaults', async () => {
    const { service, written } = setup(['m1']);
    await expect(service.update('m2', { nickname: 'X' })).rejects.toMatchObject({ status: 403, code: 'supportmatch.noProfile' });
    expect(written).toEqual([]);
    expect(await service.update('m1', { timezone: 'Europe/Paris' })).toMatchObject({ id: 'p-m1', nickname: '', timezone: 'Europe/Paris', isActive: true });
    expect(written[0][2]).toMatchObject({ nickname: '', city: null, timezonePreference: 'same_timezone' });
  });

  it('nicknames for her block list come only from her partners, an empty one read as the unnamed partner', async () => {
    const { service, asked } = setup();
    expect(await service.nicknamesSeenBy('m1', ['m2', 'm3', 'm4'])).toEqual(
      new Map([
        ['m2', 'Bea'],
        ['m3', 'Partner'],
      ]),
    );
    expect(asked).toEqual([['nicknamesOfPartners', 'm1', ['m2', 'm3', 'm4']]]);
  });

  it('the reads it passes through ask the repository with the caller’s arguments, and the admin list is mapped', async () => {
    const { service, asked } = setup();
    expect(await service.nicknamesOf(['m2'])).toEqual(new Map([['m2', 'Bea']]));
    expect(await service.hasProfile('m1')).toBe(true);
    expect(await service.werePartners(FAKE_TX, 'm1', 'm2')).toBe(false);
    expect(await service.blockCandidates('m1')).toEqual([{ partnership_id: 'p1', nickname: 'Bea' }]);
    const page = await service.list(LIST);
    expect(page).toMatchObject({ total: 1, rows: [{ id: 'p-m2', userId: 'm2', nickname: 'Bea', createdAt: AT.toISOString() }] });
    expect(asked).toEqual([
      ['nicknamesOf', ['m2']],
      ['hasProfile', 'm1'],
      ['werePartners', FAKE_TX, 'm1', 'm2'],
      ['blockCandidates', 'm1'],
      ['list', LIST],
    ]);
  });
});
