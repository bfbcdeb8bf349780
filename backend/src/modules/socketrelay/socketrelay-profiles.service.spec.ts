import { fake, fakeOwnProfiles } from '../../../test/support/fakes';
import type { SocketRelayProfileDto } from './dto/profile.dto';
import type { SocketRelayProfileEntity } from './entities/socketrelay-profile.entity';
import { SocketRelayProfilesRepository } from './socketrelay-profiles.repository';
import { SocketRelayProfilesService } from './socketrelay-profiles.service';

const AT = new Date('2026-03-10T00:00:00Z');
const dto = (over: Partial<SocketRelayProfileDto> = {}): SocketRelayProfileDto => ({ displayName: 'Ann', city: 'Lyon', state: 'ARA', country: 'France', ...over });
const profile = (userId: string, fields: Partial<SocketRelayProfileEntity>) =>
  ({ id: `p-${userId}`, userId, displayName: '', city: '', state: '', country: '', isActive: true, createdAt: AT, updatedAt: AT, ...fields }) as SocketRelayProfileEntity;

function setup(existing: string[] = []) {
  const store = fakeOwnProfiles(profile, existing.map((u) => profile(u, { displayName: 'Old' })));
  const named: [string, string[]][] = [];
  const repo = fake<SocketRelayProfilesRepository>({
    ownStore: store.ownStore,
    namesMetBy: async (viewerId: string, ids: string[]) => (named.push([viewerId, ids]), new Map([['m2', 'Bea']])),
  });
  return { service: new SocketRelayProfilesService(repo), written: store.written, named, errors: store.errors };
}

describe('SocketRelayProfilesService (rules, with a fake repository)', () => {
  it('the own-profile rules fail with SocketRelay’s errors: a second profile is a 409, none yet is a 403', () => {
    const { errors } = setup();
    expect(errors().exists()).toMatchObject({ status: 409, code: 'socketrelay.profileExists' });
    expect(errors().missing()).toMatchObject({ status: 403, code: 'socketrelay.noProfile' });
  });

  it('no profile yet reads as null; an existing one is answered mapped', async () => {
    const { service } = setup(['m1']);
    expect(await service.getOwn('m2')).toBeNull();
    expect(await service.getOwn('m1')).toEqual({
      id: 'p-m1',
      displayName: 'Old',
      city: '',
      state: '',
      country: '',
      isActive: true,
      createdAt: AT.toISOString(),
      updatedAt: AT.toISOString(),
    });
  });

  it('create writes the four fields, active unless the member says otherwise; a second create is refused and writes nothing', async () => {
    const { service, written } = setup();
    const created = await service.create('m1', dto());
    expect(created).toMatchObject({ displayName: 'Ann', city: 'Lyon', state: 'ARA', country: 'France', isActive: true });
    await service.create('m2', dto({ isActive: false }));
    expect(written).toEqual([
      ['create', 'm1', { displayName: 'Ann', city: 'Lyon', state: 'ARA', country: 'France', isActive: true }],
      ['create', 'm2', { displayName: 'Ann', city: 'Lyon', state: 'ARA', country: 'France', isActive: false }],
    ]);
    await expect(service.create('m1', dto({ displayName: 'Again' }))).rejects.toMatchObject({ status: 409, code: 'socketrelay.profileExists' });
    expect(written).toHaveLength(2);
  });

  it('update changes only her own existing profile; without one it is a 403 and nothing is written', async () => {
    const { service, written } = setup(['m1']);
    await expect(service.update('m2', dto())).rejects.toMatchObject({ status: 403, code: 'socketrelay.noProfile' });
    expect(written).toEqual([]);
    expect(await service.update('m1', dto({ city: 'Nantes', isActive: false }))).toMatchObject({ id: 'p-m1', city: 'Nantes', isActive: false });
    expect(written).toEqual([['update', 'm1', { displayName: 'Ann', city: 'Nantes', state: 'ARA', country: 'France', isActive: false }]]);
  });

  it('names for her block list come only from what the repository says she met', async () => {
    const { service, named } = setup();
    expect(await service.displayNamesSeenBy('m1', ['m2', 'm3'])).toEqual(new Map([['m2', 'Bea']]));
    expect(named).toEqual([['m1', ['m2', 'm3']]]);
  });
});
