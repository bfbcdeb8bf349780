import type { EntityManager } from 'typeorm';
import { fake, inTransaction } from '../../../test/support/fakes';
import type { ActivityService } from '../activity/activity.service';
import type { NotificationsService } from '../notifications/notifications.service';
import type { ReferenceDto } from './dto/trust.dto';
import { LighthouseTrustRepository, ReferenceRow, StayRow } from './lighthouse-trust.repository';
import { LighthouseTrustService } from './lighthouse-trust.service';

const AT = new Date('2026-04-01T10:00:00Z');

function setup(opts: { status?: string; completedAt?: Date | null; refs?: (ReferenceRow & { published: boolean })[]; hosts?: string[] } = {}) {
  const stay: StayRow | undefined = opts.status ? { id: 'm1', status: opts.status, host_id: 'host', seeker_id: 'seeker', completed_at: opts.completedAt ?? null } : undefined;
  const refs = [...(opts.refs ?? [])];
  const hosts = opts.hosts ?? ['host'];
  const verifications = new Map<string, { verified_at: Date; verified_checks: string[] }>();
  const told: [string, string, unknown][] = [];
  const logged: { action: string; targetId?: string; details?: unknown }[] = [];
  const repo = fake<LighthouseTrustRepository>({
    transaction: inTransaction as LighthouseTrustRepository['transaction'],
    stayOf: async (viewerId: string) => (stay && [stay.host_id, stay.seeker_id].includes(viewerId) ? stay : undefined),
    insertReference: async (_tx: EntityManager, r: { matchId: string; authorId: string; role: 'host' | 'seeker'; recommend: boolean; text: string }) => {
      if (refs.some((x) => x.author_id === r.authorId)) return undefined;
      const written = { id: `r${refs.length + 1}`, match_id: r.matchId, author_id: r.authorId, author_role: r.role, recommend: r.recommend, text: r.text, created_at: AT, published: false };
      refs.push(written);
      return written;
    },
    referencesOf: async () => refs,
    hostOfVisibleProperty: async (viewerId: string, propertyId: string) => (propertyId === 'p1' && viewerId !== 'blocked' ? 'host' : undefined),
    publishedAbout: async (userId: string, limit: number) => {
      const rows = refs.filter((r) => r.published && r.author_id !== userId).slice(0, limit);
      return { rows, positive: rows.filter((r) => r.recommend).length, negative: rows.filter((r) => !r.recommend).length };
    },
    verificationOf: async (userId: string) => verifications.get(userId),
    setVerification: async (_tx: EntityManager, userId: string, _adminId: string, checks: string[] | null) => {
      if (!hosts.includes(userId)) return false;
      if (checks) verifications.set(userId, { verified_at: AT, verified_checks: checks });
      else verifications.delete(userId);
      return true;
    },
  });
  const service = new LighthouseTrustService(
    repo,
    fake<NotificationsService>({ notify: async (_tx: EntityManager, to: string | string[], kind: string, about: unknown) => (told.push([String(to), kind, about]), 1) }),
    fake<ActivityService>({ record: async (_tx: unknown, _admin: string | null, entry: { action: string }) => void logged.push(entry) }),
  );
  return { service, refs, told, logged };
}

const ref = (author: 'host' | 'seeker', over: Partial<ReferenceRow & { published: boolean }> = {}) => ({
  id: `r-${author}`,
  match_id: 'm1',
  author_id: author,
  author_role: author,
  recommend: true,
  text: `From the ${author}`,
  created_at: AT,
  published: false,
  ...over,
});

const dto = { recommend: true, text: 'A kind and tidy guest' } as ReferenceDto;

describe('LighthouseTrustService (rules, with a fake repository)', () => {
  it('someone outside the stay gets the 404 of a missing one, to write, read or see the other member', async () => {
    const { service, refs, told } = setup({ status: 'completed' });
    await expect(service.write('stranger', 'm1', dto)).rejects.toMatchObject({ status: 404, code: 'lighthouse.matchNotFound' });
    await expect(service.ofStay('stranger', 'm1')).rejects.toMatchObject({ status: 404, code: 'lighthouse.matchNotFound' });
    await expect(service.otherOf('stranger', 'm1')).rejects.toMatchObject({ status: 404, code: 'lighthouse.matchNotFound' });
    expect(refs).toEqual([]);
    expect(told).toEqual([]);
  });

  it('a reference waits for the stay to be completed: before, a 409 with nothing written or told', async () => {
    for (const status of ['pending', 'accepted', 'cancelled']) {
      const { service, refs, told } = setup({ status });
      await expect(service.write('host', 'm1', dto)).rejects.toMatchObject({ status: 409, code: 'lighthouse.referenceBeforeCompletion' });
      expect(refs).toEqual([]);
      expect(told).toEqual([]);
    }
  });

  it('each side writes about the other, who is told one waits (never what it says)', async () => {
    const { service, refs, told } = setup({ status: 'completed' });
    expect(await service.write('host', 'm1', dto)).toEqual({ id: 'r1', authorRole: 'host', recommend: true, text: dto.text, createdAt: AT.toISOString() });
    await service.write('seeker', 'm1', { recommend: false, text: 'Cold room' } as ReferenceDto);
    expect(refs.map((r) => [r.author_id, r.author_role])).toEqual([
      ['host', 'host'],
      ['seeker', 'seeker'],
    ]);
    expect(told).toEqual([
      ['seeker', 'lighthouse.reference_written', { objectId: 'm1' }],
      ['host', 'lighthouse.reference_written', { objectId: 'm1' }],
    ]);
  });

  it('one reference each, never a second: a 409 and nobody told again', async () => {
    const { service, told } = setup({ status: 'completed' });
    await service.write('seeker', 'm1', dto);
    await expect(service.write('seeker', 'm1', dto)).rejects.toMatchObject({ status: 409, code: 'lighthouse.referenceWritten' });
    expect(told).toHaveLength(1);
  });

  it('a stay’s references: one may write once completed and not yet written; the other’s shows only once published', async () => {
    const completedAt = new Date('2026-04-01T00:00:00Z');
    const before = await setup({ status: 'accepted' }).service.ofStay('host', 'm1');
    expect(before).toEqual({ canWrite: false, publishesAt: null, mine: null, theirs: null });
    const waiting = await setup({ status: 'completed', completedAt, refs: [ref('seeker')] }).service.ofStay('host', 'm1');
    expect(waiting).toEqual({ canWrite: true, publishesAt: '2026-04-15T00:00:00.000Z', mine: null, theirs: null });
    const both = await setup({ status: 'completed', completedAt, refs: [ref('host', { published: true }), ref('seeker', { published: true })] }).service.ofStay('host', 'm1');
    expect(both).toMatchObject({ canWrite: false, mine: { id: 'r-host', authorRole: 'host' }, theirs: { id: 'r-seeker', text: 'From the seeker' } });
  });

  it('a host’s trust is seen only through a listing the viewer may see, else a 404', async () => {
    const { service } = setup({ refs: [ref('seeker', { published: true }), ref('seeker', { id: 'r2', recommend: false, published: true }), ref('seeker', { id: 'r3' })] });
    await expect(service.hostOf('blocked', 'p1')).rejects.toMatchObject({ status: 404, code: 'lighthouse.propertyNotFound' });
    await expect(service.hostOf('seeker', 'p2')).rejects.toMatchObject({ status: 404, code: 'lighthouse.propertyNotFound' });
    const trust = await service.hostOf('seeker', 'p1');
    expect(trust).toMatchObject({ verified: null, positive: 1, negative: 1 });
    expect(trust.references.map((r) => r.id)).toEqual(['r-seeker', 'r2']);
  });

  it('the other member of a stay is the seeker for the host and the host for the seeker', async () => {
    const { service } = setup({ status: 'completed', refs: [ref('host', { published: true }), ref('seeker', { published: true })] });
    expect((await service.otherOf('host', 'm1')).references.map((r) => r.authorRole)).toEqual(['host']);
    expect((await service.otherOf('seeker', 'm1')).references.map((r) => r.authorRole)).toEqual(['seeker']);
  });

  it('an admin verifies a host with what was checked (each once), logged; a member without a host profile is a 404 with nothing logged', async () => {
    const { service, logged } = setup();
    const checks = ['met_in_person', 'previous_stays', 'met_in_person'];
    expect(await service.verify('admin', 'host', { checks })).toEqual({ verifiedAt: AT.toISOString(), checks: ['met_in_person', 'previous_stays'] });
    expect(logged).toEqual([{ action: 'verify_host', targetType: 'user', targetId: 'host', details: { checks: ['met_in_person', 'previous_stays'] } }]);
    expect((await service.hostOf('seeker', 'p1')).verified).toEqual({ verifiedAt: AT.toISOString(), checks: ['met_in_person', 'previous_stays'] });
    await expect(service.verify('admin', 'seeker', { checks })).rejects.toMatchObject({ status: 404, code: 'lighthouse.hostNotFound' });
    await expect(service.unverify('admin', 'seeker')).rejects.toMatchObject({ status: 404, code: 'lighthouse.hostNotFound' });
    expect(logged).toHaveLength(1);
  });

  it('an admin takes the badge away, logged', async () => {
    const { service, logged } = setup();
    await service.verify('admin', 'host', { checks: ['partner_vouched'] });
    await service.unverify('admin', 'host');
    expect(logged.map((e) => e.action)).toEqual(['verify_host', 'unverify_host']);
    expect((await service.hostOf('seeker', 'p1')).verified).toBeNull();
  });
});
