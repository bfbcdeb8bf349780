import type { LighthouseMatch, LighthouseMatchStatus } from '@pfe/contracts/lighthouse';
import type { Tx } from '../../common/database/sql-repository';
import { fake, inTransaction } from '../../../test/support/fakes';
import type { ChatService } from '../chat/chat.service';
import type { NotificationsService } from '../notifications/notifications.service';
import type { LighthouseProfileEntity } from './entities/lighthouse-profile.entity';
import type { LighthouseProfilesService } from './lighthouse-profiles.service';
import { LighthouseMatchesRepository, OwnMatch } from './lighthouse-matches.repository';
import { LighthouseMatchesService } from './lighthouse-matches.service';

const TYPES: Record<string, 'host' | 'seeker'> = { host: 'host', seeker: 'seeker' };

function setup(opts: { status?: LighthouseMatchStatus; listed?: boolean; maxOccupants?: number; accepted?: number; movedMeanwhileTo?: LighthouseMatchStatus } = {}) {
  const match: OwnMatch | null = opts.status ? { status: opts.status, host_id: 'host', seeker_id: 'seeker', property_id: 'p1' } : null;
  const told: [string, string][] = [];
  const closedChats: string[] = [];
  const moves: string[] = [];
  const repo = fake<LighthouseMatchesRepository>({
    transaction: inTransaction,
    insert: async () => [],
    findOwn: async (_tx: Tx, userId: string) => (match && [match.host_id, match.seeker_id].includes(userId) ? { ...match } : null),
    move: async (_tx: Tx, _id: string, from: LighthouseMatchStatus, to: LighthouseMatchStatus) => {
      if (opts.movedMeanwhileTo && match) {
        match.status = opts.movedMeanwhileTo;
        return false;
      }
      if (!match || match.status !== from) return false;
      moves.push(`${from}->${to}`);
      match.status = to;
      return true;
    },
    lockRoom: async () => ({ listed: opts.listed ?? true, maxOccupants: opts.maxOccupants ?? 2, accepted: opts.accepted ?? 0 }),
    cancelBetween: async () => ['m1', 'm2'],
  });
  const service = new LighthouseMatchesService(
    repo,
    fake<LighthouseProfilesService>({ requireOwn: async (userId: string) => ({ userId, profileType: TYPES[userId] ?? 'seeker' }) as LighthouseProfileEntity }),
    fake<ChatService>({ closed: (_k: string, id: string) => void closedChats.push(id) }),
    fake<NotificationsService>({ notify: async (_tx: Tx, to: string | string[], kind: string) => (told.push([String(to), kind]), 1) }),
  );
  vi.spyOn(service, 'get').mockResolvedValue({ id: 'm1' } as LighthouseMatch);
  return { service, told, closedChats, moves };
}

describe('LighthouseMatchesService (rules, with a fake repository)', () => {
  it('a host cannot ask for a property; a property she may not ask for is a 404', async () => {
    await expect(setup().service.create('host', { propertyId: 'p1' })).rejects.toMatchObject({ status: 403 });
    await expect(setup().service.create('seeker', { propertyId: 'p1' })).rejects.toMatchObject({ status: 404 });
  });

  it('a stranger, or a party across a block, gets the same 404 as a missing request', async () => {
    await expect(setup({ status: 'pending' }).service.update('stranger', 'm1', { status: 'cancelled' })).rejects.toMatchObject({ status: 404 });
    await expect(setup().service.update('host', 'm1', { status: 'accepted' })).rejects.toMatchObject({ status: 404 });
  });

  it('the host accepts or rejects a pending request and the seeker is told; the seeker may only cancel it', async () => {
    const accepted = setup({ status: 'pending' });
    await accepted.service.update('host', 'm1', { status: 'accepted' });
    expect(accepted.told).toEqual([['seeker', 'lighthouse.match_accepted']]);
    const rejected = setup({ status: 'pending' });
    await rejected.service.update('host', 'm1', { status: 'rejected' });
    expect(rejected.told).toEqual([['seeker', 'lighthouse.match_rejected']]);
    const seeker = setup({ status: 'pending' });
    await expect(seeker.service.update('seeker', 'm1', { status: 'accepted' })).rejects.toMatchObject({ status: 409 });
    await expect(seeker.service.update('seeker', 'm1', { status: 'cancelled', hostResponse: 'hi' })).rejects.toMatchObject({ status: 409 });
    await seeker.service.update('seeker', 'm1', { status: 'cancelled' });
    expect(seeker.moves).toEqual(['pending->cancelled']);
    expect(seeker.told).toEqual([]);
  });

  it('an accept needs a listed property with room', async () => {
    await expect(setup({ status: 'pending', listed: false }).service.update('host', 'm1', { status: 'accepted' })).rejects.toMatchObject({ status: 409, code: 'lighthouse.propertyNotListed' });
    await expect(setup({ status: 'pending', maxOccupants: 1, accepted: 1 }).service.update('host', 'm1', { status: 'accepted' })).rejects.toMatchObject({ status: 409, code: 'lighthouse.propertyFull' });
  });

  it('a move to the status it already has is a success with nothing written or told (issue 28), also when it got there meanwhile', async () => {
    const again = setup({ status: 'accepted' });
    await again.service.update('host', 'm1', { status: 'accepted' });
    expect(again.moves).toEqual([]);
    expect(again.told).toEqual([]);
    const raced = setup({ status: 'pending', movedMeanwhileTo: 'accepted' });
    await raced.service.update('host', 'm1', { status: 'accepted' });
    expect(raced.told).toEqual([]);
    const refused = setup({ status: 'pending', movedMeanwhileTo: 'cancelled' });
    await expect(refused.service.update('host', 'm1', { status: 'accepted' })).rejects.toMatchObject({ status: 409 });
  });

  it('closing an accepted request closes its chat after the commit; a block’s cancel closes the chats only once committed', async () => {
    const { service, closedChats } = setup({ status: 'accepted' });
    await service.update('host', 'm1', { status: 'completed' });
    expect(closedChats).toEqual(['m1']);
    const blocked = setup();
    const afterCommit = await blocked.service.cancelBetween({} as Tx, 'host', 'seeker');
    expect(blocked.closedChats).toEqual([]);
    afterCommit();
    expect(blocked.closedChats).toEqual(['m1', 'm2']);
  });
});
