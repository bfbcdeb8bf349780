import { suiteApp } from './suite-app';
import { Member, signUpAs } from './test-app';

/** The fixtures the LightHouse e2e files (test/lighthouse-*.e2e-spec.ts) share. */
export const HOST_PROFILE = { profileType: 'host', displayName: 'Harbor Host', bio: 'I have a spare room.', phoneNumber: '+1 212 555 0100' };
export const SEEKER_PROFILE = { profileType: 'seeker', displayName: 'Sky Seeker', bio: 'Looking for a quiet place.', phoneNumber: '+1 212 555 0199', housingNeeds: 'Ground floor', budgetMin: '300', budgetMax: 900.5 };
export const PROPERTY = {
  title: 'Quiet room near the park',
  description: 'A furnished room in a shared apartment.',
  propertyType: 'room',
  address: '12 Secret Street, Apt 4',
  city: 'Brooklyn',
  state: 'NY',
  zipCode: '11201',
  bedrooms: 1,
  bathrooms: '1.5',
  monthlyRent: '650',
  securityDeposit: 0,
  availableFrom: '2030-01-01',
  availableUntil: '2030-12-31',
  maxOccupants: 1,
  amenities: ['  Wifi ', 'Laundry'],
  housingRules: 'No smoking',
};

/**
 * The app of a LightHouse e2e file (support/suite-app.ts: an admin, a media folder of its own, chat
 * limits out of the way) and the steps its tests are made of: members with a profile, listings,
 * requests and their moves.
 */
export function lighthouseSuite() {
  const suite = suiteApp({ env: { CHAT_MESSAGES_PER_MINUTE: '10000' }, media: true });
  const { t } = suite;

  async function member(profile?: Record<string, unknown>): Promise<Member> {
    const m = await signUpAs(t, 'member');
    if (profile) await m.agent.post('/api/lighthouse/profile').send(profile).expect(201);
    return m;
  }
  const host = () => member(HOST_PROFILE);
  const seeker = () => member(SEEKER_PROFILE);

  async function listing(owner: Member, overrides: Record<string, unknown> = {}): Promise<string> {
    return (await owner.agent.post('/api/lighthouse/properties').send({ ...PROPERTY, ...overrides }).expect(201)).body.id;
  }
  async function request(s: Member, propertyId: string, extra: Record<string, unknown> = {}): Promise<string> {
    return (await s.agent.post('/api/lighthouse/matches').send({ propertyId, message: 'Hello, I would like to visit.', ...extra }).expect(201)).body.id;
  }
  const move = (m: Member, id: string, status: string, extra: Record<string, unknown> = {}) => m.agent.put(`/api/lighthouse/matches/${id}`).send({ status, ...extra });
  /** Nothing in a response names the street, the zip code, or any account's email or real name. */
  function expectNoSecrets(body: unknown, ...emails: string[]) {
    const text = JSON.stringify(body);
    expect(text).not.toContain('Secret Street');
    expect(text).not.toContain('11201');
    for (const email of emails) expect(text).not.toContain(email);
  }

  return { ...suite, member, host, seeker, listing, request, move, expectNoSecrets };
}
