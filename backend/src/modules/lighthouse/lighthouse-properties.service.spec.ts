import type { Tx } from '../../common/database/sql-repository';
import { fake, inTransaction } from '../../../test/support/fakes';
import type { ActivityChange, ActivityService } from '../activity/activity.service';
import type { PropertyDto } from './dto/property.dto';
import type { LighthouseProfileEntity } from './entities/lighthouse-profile.entity';
import type { PropertyRow } from './lighthouse.mappers';
import type { LighthouseProfilesService } from './lighthouse-profiles.service';
import { LighthousePropertiesRepository, PropertyValues } from './lighthouse-properties.repository';
import { LighthousePropertiesService } from './lighthouse-properties.service';

const TYPES: Record<string, 'host' | 'seeker'> = { host: 'host', seeker: 'seeker' };

function row(over: Partial<PropertyRow> = {}): PropertyRow {
  return {
    id: 'p1',
    host_id: 'host',
    property_type: 'room',
    title: 'Quiet room',
    description: 'Near the park',
    address: '1 Main St',
    city: 'Springfield',
    state: 'IL',
    zip_code: '62701',
    bedrooms: 1,
    bathrooms: '1',
    amenities: [],
    house_rules: null,
    monthly_rent: '500',
    security_deposit: null,
    available_from: null,
    available_until: null,
    max_occupants: 2,
    photo_ids: ['ph1'],
    is_active: true,
    hidden_by_admin: false,
    created_at: new Date('2026-03-01T00:00:00Z'),
    updated_at: new Date('2026-03-01T00:00:00Z'),
    host_display_name: 'Hannah',
    host_phone: '555-0100',
    ...over,
  };
}

function setup(opts: { visible?: PropertyRow; owned?: boolean; accepted?: number; exists?: boolean } = {}) {
  const inserted: [string, PropertyValues][] = [];
  const updated: [string, PropertyValues][] = [];
  const hidden: [string, boolean][] = [];
  const logged: ActivityChange[] = [];
  const repo = fake<LighthousePropertiesRepository>({
    transaction: inTransaction,
    browse: async () => [row({ id: 'p1', relation: 'owner' }), row({ id: 'p2', relation: 'accepted' }), row({ id: 'p3', relation: 'public' })],
    visibleTo: async () => opts.visible ?? null,
    ofHost: async () => [row({ relation: 'owner', pending_requests: 3 })],
    insert: async (hostId: string, values: PropertyValues) => (inserted.push([hostId, values]), 'p9'),
    lockOwned: async (_tx: Tx, hostId: string) => (opts.owned ?? true) && hostId === 'host',
    acceptedCount: async () => opts.accepted ?? 0,
    update: async (_tx: Tx, id: string, values: PropertyValues) => void updated.push([id, values]),
    ownedBy: async (_hostId: string, id: string) => row({ id, relation: 'owner' }),
    list: async () => ({ rows: [row()], total: 1 }),
    forAdmin: async (id: string) => (opts.exists ?? true ? row({ id }) : null),
    setHiddenByAdmin: async (_tx: Tx, id: string, hide: boolean) => (opts.exists ?? true ? (hidden.push([id, hide]), true) : false),
  });
  const service = new LighthousePropertiesService(
    repo,
    fake<LighthouseProfilesService>({ requireOwn: async (userId: string) => ({ userId, profileType: TYPES[userId] ?? 'seeker' }) as LighthouseProfileEntity }),
    fake<ActivityService>({ record: async (_tx: Tx, _admin: string | null, entry: ActivityChange) => void logged.push(entry) }),
  );
  return { service, inserted, updated, hidden, logged };
}

const dto = (over: Partial<PropertyDto> = {}) =>
  ({ title: 'Quiet room', description: 'Near the park', address: '1 Main St', city: 'Springfield', state: 'IL', zipCode: '62701', ...over }) as PropertyDto;

describe('LighthousePropertiesService (rules, with a fake repository)', () => {
  it('each listing is mapped for its viewer: the address and phone only to the owner and an accepted seeker', async () => {
    const [own, accepted, open] = await setup().service.browse('seeker');
    expect(own).toMatchObject({ visibility: 'owner', address: '1 Main St' });
    expect(accepted).toMatchObject({ visibility: 'accepted', address: '1 Main St', hostPhone: '555-0100' });
    expect(open.visibility).toBe('public');
    expect(open).not.toHaveProperty('address');
    expect(open).not.toHaveProperty('hostPhone');
    expect(open).not.toHaveProperty('zipCode');
  });

  it('a listing the viewer may not see is the 404 of a missing one', async () => {
    await expect(setup().service.get('seeker', 'p1')).rejects.toMatchObject({ status: 404, code: 'lighthouse.propertyNotFound' });
    await expect(setup({ visible: row({ relation: 'public' }) }).service.get('seeker', 'p1')).resolves.toMatchObject({ id: 'p1', visibility: 'public' });
  });

  it('only a host lists a property; a seeker gets a 403 and nothing is written', async () => {
    const { service, inserted } = setup();
    await expect(service.create('seeker', dto())).rejects.toMatchObject({ status: 403, code: 'lighthouse.onlyHosts' });
    expect(inserted).toEqual([]);
  });

  it('availability from after until is a 400 with nothing written, on create and on update', async () => {
    const { service, inserted, updated } = setup();
    const backwards = dto({ availableFrom: '2026-05-02', availableUntil: '2026-05-01' });
    await expect(service.create('host', backwards)).rejects.toMatchObject({ status: 400, code: 'lighthouse.availabilityOrder' });
    await expect(service.update('host', 'p1', backwards)).rejects.toMatchObject({ status: 400, code: 'lighthouse.availabilityOrder' });
    expect(inserted).toEqual([]);
    expect(updated).toEqual([]);
  });

  it('a host’s listing is written with its defaults and money as two-decimal strings, and answered whole', async () => {
    const { service, inserted } = setup();
    const own = await service.create('host', dto({ monthlyRent: '12.5', bathrooms: ' 1.5 ', housingRules: 'No smoking', availableFrom: '2026-05-01', availableUntil: '2026-05-01' }));
    expect(inserted).toEqual([
      ['host', ['room', 'Quiet room', 'Near the park', '1 Main St', 'Springfield', 'IL', '62701', null, '1.5', [], 'No smoking', '12.50', null, '2026-05-01', '2026-05-01', 1, true]],
    ]);
    expect(own).toMatchObject({ id: 'p9', visibility: 'owner', address: '1 Main St' });
  });

  it('another member’s listing is a 404 on update, and nothing is written', async () => {
    const { service, updated } = setup();
    await expect(service.update('seeker', 'p1', dto())).rejects.toMatchObject({ status: 403, code: 'lighthouse.onlyHosts' });
    const other = setup({ owned: false });
    await expect(other.service.update('host', 'p1', dto())).rejects.toMatchObject({ status: 404, code: 'lighthouse.propertyNotFound' });
    expect([...updated, ...other.updated]).toEqual([]);
  });

  it('max occupants may not drop below the requests already accepted; equal to them is fine', async () => {
    const below = setup({ accepted: 2 });
    await expect(below.service.update('host', 'p1', dto({ maxOccupants: 1 }))).rejects.toMatchObject({ status: 409, code: 'lighthouse.occupantsBelowAccepted' });
    expect(below.updated).toEqual([]);
    const equal = setup({ accepted: 2 });
    await equal.service.update('host', 'p1', dto({ maxOccupants: 2 }));
    expect(equal.updated.map(([id, values]) => [id, values[15]])).toEqual([['p1', 2]]);
  });

  it('an admin takes a listing down or puts it back, logged; a missing one is a 404 with nothing logged', async () => {
    const { service, hidden, logged } = setup();
    await service.setListedByAdmin('admin', 'p1', false);
    await service.setListedByAdmin('admin', 'p1', true);
    expect(hidden).toEqual([
      ['p1', true],
      ['p1', false],
    ]);
    expect(logged).toEqual([
      { action: 'deactivate_lighthouse_property', targetType: 'lighthouse_property', targetId: 'p1', details: { isActive: false } },
      { action: 'restore_lighthouse_property', targetType: 'lighthouse_property', targetId: 'p1', details: { isActive: true } },
    ]);
    const missing = setup({ exists: false });
    await expect(missing.service.setListedByAdmin('admin', 'p1', false)).rejects.toMatchObject({ status: 404, code: 'lighthouse.propertyNotFound' });
    await expect(missing.service.getForAdmin('p1')).rejects.toMatchObject({ status: 404 });
    expect(missing.logged).toEqual([]);
  });

  it('the console’s rows carry no street address, zip code or phone', async () => {
    const { rows, total } = await setup().service.list({} as never);
    expect(total).toBe(1);
    expect(rows[0]).toMatchObject({ id: 'p1', hostUserId: 'host', photos: ['/api/lighthouse/admin/properties/p1/photos/ph1'] });
    expect(rows[0]).not.toHaveProperty('address');
    expect(rows[0]).not.toHaveProperty('zipCode');
    expect(rows[0]).not.toHaveProperty('hostPhone');
  });
});
