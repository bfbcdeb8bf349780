import type { Tx } from '../../common/database/sql-repository';
import { fake, inTransaction } from '../../../test/support/fakes';
import type { ActivityChange, ActivityService } from '../activity/activity.service';
import type { ModerationActionsService } from './moderation-actions.service';
import { INVITE_TREE_MAX, ModerationMembersService } from './moderation-members.service';
import type { ReportRow, TreeRow } from './moderation.repository';
import { ModerationRepository } from './moderation.repository';

const JOINED = new Date('2026-01-05T00:00:00Z');
type Summary = NonNullable<Awaited<ReturnType<ModerationRepository['memberSummary']>>>;

const summary = (over: Partial<Summary> = {}): Summary => ({
  id: 'm1',
  name: 'Ann Member',
  is_admin: false,
  is_moderator: false,
  created_at: JOINED,
  suspended: false,
  until: null,
  inviter_id: null,
  inviter_name: null,
  reports_against: 0,
  reports_filed: 0,
  unused_codes: 0,
  ...over,
});

const node = (over: Partial<TreeRow>): TreeRow => ({
  id: 'm1',
  name: 'Ann Member',
  depth: 0,
  invited_by: null,
  created_at: JOINED,
  reported: false,
  suspended: false,
  invitees: 0,
  reported_invitees: 0,
  suspended_invitees: 0,
  tree_members: 0,
  tree_reported: 0,
  tree_suspended: 0,
  ...over,
});

function setup(member: Summary | undefined, tree: TreeRow[] = [], reports: ReportRow[] = []) {
  const writes: string[] = [];
  const logged: { by: string | null; entry: ActivityChange }[] = [];
  const asked: unknown[] = [];
  const repo = fake<ModerationRepository>({
    transaction: inTransaction,
    memberSummary: async () => member,
    reportsAbout: async () => reports,
    inviteTree: async (userId: string, max: number) => (asked.push([userId, max]), tree),
    userExists: async (id: string) => member?.id === id,
    revokeUnusedCodes: async (_tx: Tx, id: string) => (writes.push(`revoke ${id}`), 3),
  });
  const actions = fake<ModerationActionsService>({ historyOf: async () => [] });
  const activity = fake<ActivityService>({ record: async (_tx: Tx, by: string | null, entry: ActivityChange) => void logged.push({ by, entry }) });
  return { service: new ModerationMembersService(repo, actions, activity), writes, logged, asked };
}

describe('ModerationMembersService (rules, with a fake repository)', () => {
  it('an unknown member is a 404', async () => {
    await expect(setup(undefined).service.get('nobody')).rejects.toMatchObject({ status: 404, code: 'moderation.memberNotFound' });
  });

  it('a member as moderators see her: suspension, inviter, the invite tree (at most INVITE_TREE_MAX) and its totals; no email', async () => {
    const tree = [node({ tree_members: 2, tree_reported: 1, tree_suspended: 1, invitees: 1, reported_invitees: 1 }), node({ id: 'm2', name: 'Bo', depth: 1, invited_by: 'm1', reported: true })];
    const { service, asked } = setup(summary({ suspended: true, until: new Date('2026-04-01T00:00:00Z'), inviter_id: 'i1', inviter_name: 'Ivy', reports_against: 1, unused_codes: 2 }), tree);
    const member = await service.get('m1');
    expect(asked).toEqual([['m1', INVITE_TREE_MAX]]);
    expect(member).toMatchObject({
      id: 'm1',
      name: 'Ann Member',
      joinedAt: '2026-01-05T00:00:00.000Z',
      suspension: { until: '2026-04-01T00:00:00.000Z' },
      invitedBy: { id: 'i1', name: 'Ivy' },
      reportsAgainst: 1,
      unusedInviteCodes: 2,
      inviteTreeSize: { members: 2, reported: 1, suspended: 1 },
      history: [],
      reports: [],
    });
    expect(member.inviteTree.map((n) => [n.id, n.depth, n.invitedBy, n.reported])).toEqual([
      ['m1', 0, null, false],
      ['m2', 1, 'm1', true],
    ]);
    expect(Object.keys(member)).not.toContain('email');
  });

  it('a member suspended until lifted, not suspended, with no tree', async () => {
    expect((await setup(summary({ suspended: true, until: null })).service.get('m1')).suspension).toEqual({ until: null });
    const plain = await setup(summary()).service.get('m1');
    expect(plain.suspension).toBeNull();
    expect(plain.invitedBy).toBeNull();
    expect(plain.inviteTreeSize).toEqual({ members: 0, reported: 0, suspended: 0 });
  });

  it('revoking codes: an unknown member is a 404 that writes nothing; else every unused code goes in one logged step', async () => {
    const { service, writes, logged } = setup(summary());
    await expect(service.revokeUnusedCodes('adm', 'nobody')).rejects.toMatchObject({ status: 404, code: 'moderation.memberNotFound' });
    expect(writes).toEqual([]);
    expect(logged).toEqual([]);
    expect(await service.revokeUnusedCodes('adm', 'm1')).toEqual({ revoked: 3 });
    expect(writes).toEqual(['revoke m1']);
    expect(logged).toEqual([{ by: 'adm', entry: { action: 'revoke_invite_codes', targetType: 'user', targetId: 'm1', details: { revoked: 3 } } }]);
  });
});
