import type { Tx } from '../../common/database/sql-repository';
import { fake, inTransaction } from '../../../test/support/fakes';
import { BlockRow, BlocksRepository } from '../safety/blocks.repository';
import { BlocksService } from '../safety/blocks.service';
import type { CreateExclusionDto } from './dto/exclusion.dto';
import type { SupportMatchPartnershipsService } from './supportmatch-partnerships.service';
import type { SupportMatchProfilesService } from './supportmatch-profiles.service';
import { SupportMatchBlocksService } from './supportmatch-blocks.service';

/** m1's partnerships: p1 with m2 (present), p0 with m3 (past); m4 is a member she never met here. */
const PARTNERSHIPS: Record<string, [string, string]> = { p1: ['m1', 'm2'], p0: ['m3', 'm1'], p9: ['m4', 'm5'] };
const NICKNAMES = new Map([
  ['m2', 'Bea'],
  ['m3', 'Partner'],
]);

/** The platform's BlocksService over a fake repository; SupportMatch's own collaborators faked. */
function setup() {
  const rows: (BlockRow & { userId: string })[] = [];
  const asked: string[] = [];
  const blocksRepo = fake<BlocksRepository>({
    transaction: inTransaction,
    lockAgainstMatching: async () => undefined,
    insert: async (_tx: Tx, userId: string, blockedUserId: string, reason: string | null) => {
      const existing = rows.find((r) => r.userId === userId && r.blockedUserId === blockedUserId);
      if (existing) return { id: existing.id, created: false };
      const id = `b${rows.length + 1}`;
      rows.push({ id, userId, blockedUserId, reason, createdAt: new Date(Date.UTC(2026, 0, rows.length + 1)) });
      return { id, created: true };
    },
    listOwn: async (userId: string) => rows.filter((r) => r.userId === userId).reverse(),
    remove: async (userId: string, id: string) => {
      const at = rows.findIndex((r) => r.id === id && r.userId === userId);
      if (at >= 0) rows.splice(at, 1);
      return at >= 0;
    },
  });
  const blocks = new BlocksService(blocksRepo);
  blocks.resolveNamesWith('lighthouse', async () => (asked.push('lighthouse names'), new Map([['m2', 'Host Bea']])));
  const partnerOf = (userId: string, partnershipId: string) => {
    const pair = PARTNERSHIPS[partnershipId];
    return pair?.includes(userId) ? pair.find((u) => u !== userId)! : null;
  };
  const profiles = fake<SupportMatchProfilesService>({
    nicknamesSeenBy: async (viewerId: string, ids: string[]) =>
      new Map(ids.flatMap((id) => (Object.values(PARTNERSHIPS).some((p) => p.includes(viewerId) && p.includes(id)) ? [[id, NICKNAMES.get(id)!] as const] : []))),
    werePartners: async (_tx: Tx, a: string, b: string) => (asked.push(`werePartners ${a} ${b}`), Object.values(PARTNERSHIPS).some((p) => p.includes(a) && p.includes(b))),
    blockCandidates: async () => [
      { partnership_id: 'p1', nickname: 'Bea' },
      { partnership_id: 'p0', nickname: '  ' },
    ],
  });
  const partnerships = fake<SupportMatchPartnershipsService>({ partnerOf: async (u: string, p: string) => (asked.push(`partnerOf ${p}`), partnerOf(u, p)) });
  return { service: new SupportMatchBlocksService(blocks, profiles, partnerships), rows, asked };
}

const dto = (d: CreateExclusionDto) => d;

describe('SupportMatchBlocksService (rules, with fake repositories)', () => {
  it('naming both a partnership and a member is a 400, before anything is read or written', async () => {
    const { service, rows, asked } = setup();
    await expect(service.create('m1', dto({ partnershipId: 'p1', excludedUserId: 'm2' }))).rejects.toMatchObject({ status: 400, code: 'supportmatch.blockWhom' });
    expect(rows).toEqual([]);
    expect(asked).toEqual([]);
  });

  it('a partnership she took no part in (or none) is a 404 and blocks nobody', async () => {
    const { service, rows } = setup();
    await expect(service.create('m1', dto({ partnershipId: 'p9' }))).rejects.toMatchObject({ status: 404, code: 'supportmatch.partnershipNotFound' });
    await expect(service.create('m1', dto({ partnershipId: 'nope' }))).rejects.toMatchObject({ status: 404, code: 'supportmatch.partnershipNotFound' });
    expect(rows).toEqual([]);
  });

  it('by partnership, the other member is blocked and answered with her SupportMatch nickname only', async () => {
    const { service, rows, asked } = setup();
    const block = await service.create('m1', dto({ partnershipId: 'p1', reason: 'rude' }));
    expect(block).toEqual({ id: 'b1', excludedUserId: 'm2', excludedNickname: 'Bea', reason: 'rude', createdAt: '2026-01-01T00:00:00.000Z' });
    expect(rows.map((r) => [r.userId, r.blockedUserId])).toEqual([['m1', 'm2']]);
    // The partnership check replaces the platform's "any member account" check (the fake repository has none).
    expect(asked.filter((a) => a !== 'lighthouse names')).toEqual(['partnerOf p1', 'werePartners m1 m2']);
  });

  it('by member id, only a present or past partner can be blocked: a stranger is a 404 like an unknown id, writing nothing', async () => {
    const { service, rows } = setup();
    await expect(service.create('m1', dto({ excludedUserId: 'm4' }))).rejects.toMatchObject({ status: 404, code: 'safety.memberNotFound' });
    expect(rows).toEqual([]);
    expect(await service.create('m1', dto({ excludedUserId: 'm3' }))).toMatchObject({ excludedUserId: 'm3', excludedNickname: 'Partner', reason: null });
  });

  it('her exclusions are named only by SupportMatch (never another app’s name), and a partner no longer blocked is gone', async () => {
    const { service, asked } = setup();
    await service.create('m1', dto({ partnershipId: 'p1' }));
    asked.length = 0;
    expect((await service.listOwn('m1')).map((e) => [e.excludedUserId, e.excludedNickname])).toEqual([['m2', 'Bea']]);
    expect(asked).toEqual([]);
    await service.remove('m1', 'b1');
    expect(await service.listOwn('m1')).toEqual([]);
  });

  it('only the owner removes a block: someone else’s is a 404 and stays', async () => {
    const { service, rows } = setup();
    await service.create('m1', dto({ partnershipId: 'p1' }));
    await expect(service.remove('m2', 'b1')).rejects.toMatchObject({ status: 404, code: 'safety.blockNotFound' });
    expect(rows).toHaveLength(1);
  });

  it('candidates are her partners by partnership, an empty nickname read as the unnamed partner', async () => {
    expect(await setup().service.candidates('m1')).toEqual([
      { partnershipId: 'p1', nickname: 'Bea' },
      { partnershipId: 'p0', nickname: 'Partner' },
    ]);
  });
});
