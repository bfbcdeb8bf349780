import type { Tx } from '../../common/database/sql-repository';
import type { AuthUser } from '../../common/http/auth-user';
import type { ListRequest } from '../../common/pagination/admin-list';
import { fake, inTransaction } from '../../../test/support/fakes';
import type { ActivityChange, ActivityService } from '../activity/activity.service';
import type { AuthService } from '../auth/auth.service';
import type { AuthRateLimits } from '../auth/rate-limits.provider';
import type { NotificationsService } from '../notifications/notifications.service';
import type { BlocksService } from '../safety/blocks.service';
import type { SuspensionInForce, SuspensionRepository } from '../safety/suspension.repository';
import type { UserEntity } from '../users/entities/user.entity';
import type { CreateActionDto } from './dto/moderation.dto';
import { ModerationActionsService } from './moderation-actions.service';
import type { ActionRow, AppealRow, ReportRow } from './moderation.repository';
import { ModerationRepository } from './moderation.repository';

const NOW = '2026-03-10T12:00:00.000Z';
const moderator = { id: 'mod', isAdmin: false } as AuthUser;
const admin = { id: 'adm', isAdmin: true } as AuthUser;

interface Member {
  is_admin?: boolean;
  is_moderator?: boolean;
  deleted_at?: Date | null;
  suspended?: boolean;
}

const actionRow = (over: Partial<ActionRow>): ActionRow => ({
  id: 'a1',
  user_id: 'm1',
  moderator_id: 'mod',
  moderator_name: 'Mo Derator',
  action: 'warn',
  reason: 'rude',
  days: null,
  until: null,
  report_id: null,
  created_at: new Date(NOW),
  appeal_id: null,
  appeal_text: null,
  appeal_status: null,
  appeal_created_at: null,
  appeal_decided_at: null,
  ...over,
});

const appealRow = (over: Partial<AppealRow>): AppealRow => ({
  id: 'ap1',
  action_id: 'a1',
  user_id: 'm1',
  member_name: 'Ann Member',
  text: 'I did not',
  status: 'pending',
  created_at: new Date(NOW),
  decided_at: null,
  action: 'suspend',
  action_reason: 'rude',
  moderator_id: 'mod',
  moderator_name: 'Mo Derator',
  ...over,
});

/**
 * An in-memory moderation world: members, reports, actions, appeals; every write the service makes
 * is logged in `writes` (in order), every notification in `told`, every activity entry in `logged`.
 */
function setup(world: {
  members?: Record<string, Member>;
  reports?: Record<string, { reported_user_id: string }>;
  actions?: ActionRow[];
  appeals?: AppealRow[];
  counterparts?: string[];
  /** The member's current suspension action (the newest suspend not lifted). */
  currentSuspension?: string;
  /** The suspension in force for appealSuspension. */
  inForce?: SuspensionInForce | null;
  credentialsOk?: boolean;
  /** Another decision won the conditional update after this one read the appeal as pending. */
  raceLost?: boolean;
}) {
  const members = world.members ?? { m1: {} };
  const actions = [...(world.actions ?? [])];
  const appeals = [...(world.appeals ?? [])];
  const writes: string[] = [];
  const told: string[] = [];
  const logged: ActivityChange[] = [];
  const repo = fake<ModerationRepository>({
    transaction: inTransaction,
    lockMember: async (_tx: Tx, id: string) => {
      writes.push(`lock ${id}`);
      const m = members[id];
      return m ? { id, is_admin: false, is_moderator: false, deleted_at: null, suspended: false, ...m } : undefined;
    },
    findReport: async (id: string) => (world.reports?.[id] as ReportRow | undefined) ?? undefined,
    insertAction: async (_tx: Tx, a) => {
      const id = `a${actions.length + 1}`;
      actions.push(actionRow({ id, user_id: a.userId, moderator_id: a.moderatorId, action: a.action, reason: a.reason, days: a.days, until: a.until === 'infinity' ? null : a.until, report_id: a.reportId }));
      writes.push(`insert ${a.action} ${a.userId} days=${a.days} until=${a.until instanceof Date ? a.until.toISOString() : a.until}`);
      return id;
    },
    setSuspendedUntil: async (_tx: Tx, id: string, until: Date | 'infinity' | null) =>
      void writes.push(`suspendedUntil ${id} ${until instanceof Date ? until.toISOString() : until}`),
    endSessions: async (_tx: Tx, id: string) => (writes.push(`endSessions ${id}`), 2),
    openCounterparts: async () => world.counterparts ?? [],
    setReportStatus: async (_tx: Tx, id: string, status: string, resolution: string, by: string) => (writes.push(`report ${id} ${status} "${resolution}" by ${by}`), true),
    findAction: async (id: string) => actions.find((a) => a.id === id),
    actionsOf: async (userId: string) => actions.filter((a) => a.user_id === userId),
    suspensionOf: async () => (world.currentSuspension ? { until: null } : null),
    currentSuspensionAction: async () => world.currentSuspension,
    insertAppeal: async (_tx: Tx, actionId: string, userId: string, text: string) => {
      if (appeals.some((a) => a.action_id === actionId)) return undefined;
      const id = `ap${appeals.length + 1}`;
      appeals.push(appealRow({ id, action_id: actionId, user_id: userId, text }));
      writes.push(`appeal ${actionId} by ${userId}`);
      return id;
    },
    findAppeal: async (id: string) => appeals.find((a) => a.id === id),
    decideAppeal: async (_tx: Tx, id: string, decision: 'upheld' | 'overturned', by: string) => {
      const appeal = appeals.find((a) => a.id === id && a.status === 'pending');
      if (!appeal || world.raceLost) return false;
      appeal.status = decision;
      writes.push(`decide ${id} ${decision} by ${by}`);
      return true;
    },
    listAppeals: async (_list: ListRequest, status: string | undefined) => {
      const rows = appeals.filter((a) => !status || a.status === status);
      return { rows, total: rows.length };
    },
  });
  const blocks = fake<BlocksService>({
    closeBetween: async (_tx: Tx, a: string, b: string) => {
      writes.push(`close ${a}-${b}`);
      return [() => writes.push(`after commit ${a}-${b}`)];
    },
  });
  const notifications = fake<NotificationsService>({
    notify: async (_tx: Tx, to: string | string[], kind: string, extra?: { objectId?: string }) => (told.push(`${String(to)} ${kind} ${extra?.objectId}`), 1),
  });
  const activity = fake<ActivityService>({ record: async (_tx: Tx, _by: string | null, e: ActivityChange) => void logged.push(e) });
  const limited: string[] = [];
  const limits = {
    login: {
      consume: async (ip: string, account?: string) => void limited.push(`consume ${ip} ${account}`),
      resetAccount: async (account: string, ip: string) => void limited.push(`reset ${account} ${ip}`),
    },
  } as unknown as AuthRateLimits;
  const auth = fake<AuthService>({
    validateCredentials: async (email: string) => {
      if (world.credentialsOk === false) throw Object.assign(new Error('bad'), { status: 401, code: 'auth.invalidCredentials' });
      return { id: 'm1', email } as UserEntity;
    },
  });
  const suspensions = fake<SuspensionRepository>({ inForce: async () => world.inForce ?? null });
  const service = new ModerationActionsService(repo, activity, notifications, blocks, auth, limits, suspensions);
  return { service, writes, told, logged, limited, actions, appeals };
}

const warn = (over: Partial<CreateActionDto> = {}) => ({ userId: 'm1', action: 'warn', reason: 'rude', ...over }) as CreateActionDto;

describe('ModerationActionsService (rules, with a fake repository)', () => {
  describe('act', () => {
    it('acting on oneself is a 403 and days on anything but a suspension a 400, before anything is locked or written', async () => {
      const { service, writes, told } = setup({ members: { mod: {}, m1: {} } });
      await expect(service.act(moderator, warn({ userId: 'mod' }))).rejects.toMatchObject({ status: 403, code: 'moderation.actSelf' });
      await expect(service.act(moderator, warn({ days: 7 }))).rejects.toMatchObject({ status: 400, code: 'moderation.daysOnlyForSuspend' });
      await expect(service.act(moderator, warn({ action: 'lift', days: 1 }))).rejects.toMatchObject({ status: 400, code: 'moderation.daysOnlyForSuspend' });
      expect(writes).toEqual([]);
      expect(told).toEqual([]);
    });

    it('an unknown or deleted member is a 404', async () => {
      const { service, writes } = setup({ members: { gone: { deleted_at: new Date(NOW) } } });
      await expect(service.act(moderator, warn({ userId: 'nobody' }))).rejects.toMatchObject({ status: 404, code: 'moderation.memberNotFound' });
      await expect(service.act(moderator, warn({ userId: 'gone' }))).rejects.toMatchObject({ status: 404, code: 'moderation.memberNotFound' });
      expect(writes.filter((w) => !w.startsWith('lock'))).toEqual([]);
    });

    it('a moderator cannot act on another moderator or an admin (403); an admin can', async () => {
      const { service, writes, told } = setup({ members: { m2: { is_moderator: true }, a2: { is_admin: true } } });
      await expect(service.act(moderator, warn({ userId: 'm2' }))).rejects.toMatchObject({ status: 403, code: 'moderation.protectedMember' });
      await expect(service.act(moderator, warn({ userId: 'a2' }))).rejects.toMatchObject({ status: 403, code: 'moderation.protectedMember' });
      expect(writes.filter((w) => !w.startsWith('lock'))).toEqual([]);
      expect(told).toEqual([]);
      const entry = await service.act(admin, warn({ userId: 'm2' }));
      expect(entry).toMatchObject({ userId: 'm2', action: 'warn', moderator: { id: 'adm' } });
    });

    it('the report it answers must exist (404) and be about this member (400)', async () => {
      const { service, writes } = setup({ members: { m1: {}, m2: {} }, reports: { r1: { reported_user_id: 'm2' } } });
      await expect(service.act(moderator, warn({ reportId: 'nope' }))).rejects.toMatchObject({ status: 404, code: 'moderation.reportNotFound' });
      await expect(service.act(moderator, warn({ reportId: 'r1' }))).rejects.toMatchObject({ status: 400, code: 'moderation.reportNotAboutMember' });
      expect(writes.filter((w) => !w.startsWith('lock'))).toEqual([]);
    });

    it('lifting a member who is not suspended is a 409 and writes nothing', async () => {
      const { service, writes, told } = setup({ members: { m1: { suspended: false } } });
      await expect(service.act(moderator, warn({ action: 'lift' }))).rejects.toMatchObject({ status: 409, code: 'moderation.notSuspended' });
      expect(writes).toEqual(['lock m1']);
      expect(told).toEqual([]);
    });

    it('a suspension for N days ends her sessions, closes her conversations (their after-commit work after the transaction), tells her, closes the report and is logged', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      try {
        vi.setSystemTime(new Date(NOW));
        const { service, writes, told, logged } = setup({ members: { m1: {} }, reports: { r1: { reported_user_id: 'm1' } }, counterparts: ['p1', 'p2'] });
        const entry = await service.act(moderator, { userId: 'm1', action: 'suspend', reason: 'threats', days: 7, reportId: 'r1' } as CreateActionDto);
        expect(writes).toEqual([
          'lock m1',
          'insert suspend m1 days=7 until=2026-03-17T12:00:00.000Z',
          'suspendedUntil m1 2026-03-17T12:00:00.000Z',
          'endSessions m1',
          'close m1-p1',
          'close m1-p2',
          'report r1 resolved "suspend: threats" by mod',
          'after commit m1-p1',
          'after commit m1-p2',
        ]);
        expect(told).toEqual(['m1 security.moderation_suspended a1']);
        expect(logged).toEqual([
          { action: 'moderation_suspend', targetType: 'user', targetId: 'm1', details: { actionId: 'a1', reason: 'threats', days: 7, reportId: 'r1' } },
        ]);
        expect(entry).toMatchObject({ id: 'a1', action: 'suspend', days: 7, until: '2026-03-17T12:00:00.000Z', reportId: 'r1' });
      } finally {
        vi.useRealTimers();
      }
    });

    it('a suspension without days lasts until lifted', async () => {
      const { service, writes } = setup({ members: { m1: {} } });
      // The repository reads `infinity` back as null, as the fake does.
      expect(await service.act(moderator, { userId: 'm1', action: 'suspend', reason: 'spam' } as CreateActionDto)).toMatchObject({ days: null, until: null });
      expect(writes).toEqual(['lock m1', 'insert suspend m1 days=null until=infinity', 'suspendedUntil m1 infinity', 'endSessions m1']);
    });

    it('a lift clears the suspension and tells her; a warning only tells her', async () => {
      const lift = setup({ members: { m1: { suspended: true } } });
      await lift.service.act(moderator, warn({ action: 'lift', reason: 'appeal accepted' }));
      expect(lift.writes).toEqual(['lock m1', 'insert lift m1 days=null until=null', 'suspendedUntil m1 null']);
      expect(lift.told).toEqual(['m1 security.moderation_lifted a1']);
      expect(lift.logged.map((e) => e.action)).toEqual(['moderation_lift']);

      const w = setup({ members: { m1: {} } });
      await w.service.act(moderator, warn());
      expect(w.writes).toEqual(['lock m1', 'insert warn m1 days=null until=null']);
      expect(w.told).toEqual(['m1 security.moderation_warning a1']);
    });
  });

  it('history maps every action; her own view leaves out lifts and marks only the suspension in force as active', async () => {
    const actions = [
      actionRow({ id: 'a3', action: 'suspend', until: null }),
      actionRow({ id: 'a2', action: 'lift' }),
      actionRow({ id: 'a1', action: 'suspend', until: new Date('2026-03-01T00:00:00Z') }),
      actionRow({ id: 'a0', action: 'warn', appeal_id: 'ap0', appeal_status: 'upheld', appeal_text: 'no', appeal_created_at: new Date(NOW) }),
    ];
    const { service } = setup({ actions, currentSuspension: 'a3' });
    expect((await service.historyOf('m1')).map((e) => [e.id, e.action])).toEqual([
      ['a3', 'suspend'],
      ['a2', 'lift'],
      ['a1', 'suspend'],
      ['a0', 'warn'],
    ]);
    const own = await service.own('m1');
    expect(own.map((e) => [e.id, e.active])).toEqual([
      ['a3', true],
      ['a1', false],
      ['a0', undefined],
    ]);
    expect(own[2].appeal).toMatchObject({ id: 'ap0', status: 'upheld' });
    expect(JSON.stringify(own)).not.toContain('mod');

    const notSuspended = setup({ actions });
    expect((await notSuspended.service.own('m1')).map((e) => e.active)).toEqual([false, false, undefined]);
  });

  describe('appeals', () => {
    it('a member appeals her own warning or suspension once: someone else’s, a lift or an unknown action is a 404; a second appeal a 409', async () => {
      const { service, writes } = setup({ actions: [actionRow({ id: 'a1' }), actionRow({ id: 'a2', action: 'lift' }), actionRow({ id: 'a3', user_id: 'm2' })] });
      for (const actionId of ['a2', 'a3', 'nope']) {
        await expect(service.appeal('m1', { actionId, text: 'unfair' })).rejects.toMatchObject({ status: 404, code: 'moderation.actionNotFound' });
      }
      expect(writes).toEqual([]);
      expect(await service.appeal('m1', { actionId: 'a1', text: 'unfair' })).toEqual({ id: 'ap1' });
      await expect(service.appeal('m1', { actionId: 'a1', text: 'again' })).rejects.toMatchObject({ status: 409, code: 'moderation.appealExists' });
      expect(writes).toEqual(['appeal a1 by m1']);
    });

    it('a suspended member appeals without a session: the sign-in limit is spent first, wrong credentials reset nothing and appeal nothing', async () => {
      const bad = setup({ credentialsOk: false, inForce: { until: null, reason: 'x', actionId: 'a1', appealed: false } });
      await expect(bad.service.appealSuspension('1.2.3.4', { email: ' ann@example.test ', password: 'wrong', text: 't' })).rejects.toMatchObject({ status: 401 });
      expect(bad.limited).toEqual(['consume 1.2.3.4 ann@example.test']);
      expect(bad.writes).toEqual([]);
    });

    it('with the right password: no suspension in force is a 409; the one in force is appealed', async () => {
      const none = setup({ inForce: null });
      await expect(none.service.appealSuspension('1.2.3.4', { email: 'ann@example.test', password: 'pw', text: 't' })).rejects.toMatchObject({ status: 409, code: 'moderation.notSuspended' });
      expect(none.writes).toEqual([]);

      const { service, writes, limited } = setup({ actions: [actionRow({ id: 'a1', action: 'suspend' })], inForce: { until: null, reason: 'x', actionId: 'a1', appealed: false } });
      expect(await service.appealSuspension('1.2.3.4', { email: 'ann@example.test', password: 'pw', text: 'please' })).toEqual({ id: 'ap1' });
      expect(limited).toEqual(['consume 1.2.3.4 ann@example.test', 'reset ann@example.test 1.2.3.4']);
      expect(writes).toEqual(['appeal a1 by m1']);
    });

    it('lists appeals by status and reads one; an unknown one is a 404', async () => {
      const { service } = setup({ appeals: [appealRow({ id: 'ap1' }), appealRow({ id: 'ap2', status: 'upheld' })] });
      const page = await service.listAppeals({ filter: { text: { status: 'pending' }, uuid: {} } } as unknown as ListRequest);
      expect(page).toMatchObject({ total: 1, rows: [{ id: 'ap1', status: 'pending', member: { id: 'm1', name: 'Ann Member' } }] });
      await expect(service.getAppeal('nope')).rejects.toMatchObject({ status: 404, code: 'moderation.appealNotFound' });
    });
  });

  describe('decide', () => {
    const decideOn = (appeal: Partial<AppealRow>, currentSuspension?: string) => setup({ appeals: [appealRow(appeal)], currentSuspension });

    it('an unknown appeal is a 404; the moderator who acted (403), the member herself (403) and a decided appeal (409) are refused, nothing written or told', async () => {
      const { service, writes, told } = decideOn({ id: 'ap1', moderator_id: 'mod' });
      await expect(service.decide(moderator, 'nope', { decision: 'upheld' })).rejects.toMatchObject({ status: 404, code: 'moderation.appealNotFound' });
      await expect(service.decide(moderator, 'ap1', { decision: 'upheld' })).rejects.toMatchObject({ status: 403, code: 'moderation.sameModerator' });
      const self = decideOn({ id: 'ap1', user_id: 'mod', moderator_id: 'other' });
      await expect(self.service.decide(moderator, 'ap1', { decision: 'overturned' })).rejects.toMatchObject({ status: 403, code: 'moderation.actSelf' });
      const decided = decideOn({ id: 'ap1', moderator_id: 'other', status: 'upheld' });
      await expect(decided.service.decide(moderator, 'ap1', { decision: 'overturned' })).rejects.toMatchObject({ status: 409, code: 'moderation.appealDecided' });
      expect([...writes, ...self.writes, ...decided.writes]).toEqual([]);
      expect([...told, ...self.told, ...decided.told]).toEqual([]);
    });

    it('of two decisions at once, the one that loses the conditional update is a 409 and tells nobody', async () => {
      const { service, writes, told } = setup({ appeals: [appealRow({ id: 'ap1', moderator_id: 'other' })], raceLost: true });
      await expect(service.decide(moderator, 'ap1', { decision: 'overturned' })).rejects.toMatchObject({ status: 409, code: 'moderation.appealDecided' });
      expect(writes).toEqual([]);
      expect(told).toEqual([]);
    });

    it('overturning the suspension still in force lifts it; an older suspension or an upheld appeal lifts nothing; she is told and it is logged', async () => {
      const current = decideOn({ id: 'ap1', action_id: 'a1', moderator_id: 'other' }, 'a1');
      const entry = await current.service.decide(moderator, 'ap1', { decision: 'overturned' });
      expect(entry).toMatchObject({ id: 'ap1', status: 'overturned' });
      expect(current.writes).toEqual(['decide ap1 overturned by mod', 'lock m1', 'suspendedUntil m1 null']);
      expect(current.told).toEqual(['m1 security.moderation_appeal_decided a1']);
      expect(current.logged).toEqual([{ action: 'moderation_appeal_decided', targetType: 'user', targetId: 'm1', details: { appealId: 'ap1', decision: 'overturned' } }]);

      const older = decideOn({ id: 'ap1', action_id: 'a1', moderator_id: 'other' }, 'a9');
      await older.service.decide(moderator, 'ap1', { decision: 'overturned' });
      expect(older.writes).toEqual(['decide ap1 overturned by mod', 'lock m1']);

      const upheld = decideOn({ id: 'ap1', action_id: 'a1', moderator_id: 'other' }, 'a1');
      await upheld.service.decide(moderator, 'ap1', { decision: 'upheld' });
      expect(upheld.writes).toEqual(['decide ap1 upheld by mod']);

      const warning = decideOn({ id: 'ap1', action: 'warn', moderator_id: 'other' });
      await warning.service.decide(moderator, 'ap1', { decision: 'overturned' });
      expect(warning.writes).toEqual(['decide ap1 overturned by mod']);
      expect(warning.told).toEqual(['m1 security.moderation_appeal_decided a1']);
    });
  });
});
