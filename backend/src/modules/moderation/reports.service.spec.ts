import type { ReportKind } from '@pfe/contracts';
import type { Tx } from '../../common/database/sql-repository';
import type { ListRequest } from '../../common/pagination/admin-list';
import { fake, inTransaction } from '../../../test/support/fakes';
import type { ActivityChange, ActivityService } from '../activity/activity.service';
import type { BlocksService } from '../safety/blocks.service';
import type { CreateReportDto } from './dto/moderation.dto';
import type { ReportRow } from './moderation.repository';
import { ModerationRepository } from './moderation.repository';
import { ReportSubjectsRepository } from './report-subjects.repository';
import { ReportsService } from './reports.service';

const AT = new Date('2026-03-10T00:00:00Z');
const reportRow = (over: Partial<ReportRow>): ReportRow => ({
  id: 'r1',
  app: 'lighthouse',
  kind: 'lighthouse.message',
  subject_id: 's1',
  category: 'harassment',
  note: null,
  status: 'pending',
  reporter_id: 'me',
  reporter_name: 'Me',
  reporter_deleted: false,
  reported_user_id: 'm2',
  reported_name: 'Bo',
  snapshot: {},
  resolution: null,
  created_at: AT,
  updated_at: AT,
  ...over,
});

/** Subjects the reporter can see, by id: whom each is about. */
function setup(subjects: Record<string, string> = { s1: 'm2', mine: 'me' }) {
  const reports: ReportRow[] = [];
  const writes: string[] = [];
  const blocked: string[] = [];
  const logged: ActivityChange[] = [];
  const listed: unknown[] = [];
  const repo = fake<ModerationRepository>({
    transaction: inTransaction,
    insertReport: async (_tx: Tx, r: Parameters<ModerationRepository['insertReport']>[1]) => {
      const id = `r${reports.length + 1}`;
      reports.push(reportRow({ id, app: r.app, kind: r.kind, subject_id: r.subjectId, category: r.category, note: r.note, reporter_id: r.reporterId, reported_user_id: r.reportedUserId, snapshot: r.snapshot }));
      writes.push(`insert ${r.kind} about ${r.reportedUserId} app=${r.app}`);
      return id;
    },
    findReport: async (id: string) => reports.find((r) => r.id === id),
    setReportStatus: async (_tx: Tx, id: string, status: string, resolution: string, by: string) => {
      const report = reports.find((r) => r.id === id);
      if (!report) return false;
      Object.assign(report, { status, resolution });
      writes.push(`status ${id} ${status} "${resolution}" by ${by}`);
      return true;
    },
    listReports: async (_list: ListRequest, filter: unknown) => (listed.push(filter), { rows: reports, total: reports.length }),
  });
  const subjectRepo = fake<ReportSubjectsRepository>({
    find: async (_tx: Tx, _kind: ReportKind, id: string) => (subjects[id] ? { reportedUserId: subjects[id], snapshot: { content: 'hello' } } : null),
  });
  const blocks = fake<BlocksService>({
    create: async (userId: string, other: string, reason: string | null | undefined, mayBlock?: (tx: Tx, id: string) => Promise<boolean>) => {
      blocked.push(`${userId}->${other} reason=${reason} any=${mayBlock ? await mayBlock({} as Tx, other) : 'none'}`);
      return {} as Awaited<ReturnType<BlocksService['create']>>;
    },
  });
  const activity = fake<ActivityService>({ record: async (_tx: Tx, _by: string | null, e: ActivityChange) => void logged.push(e) });
  return { service: new ReportsService(repo, subjectRepo, blocks, activity), reports, writes, blocked, logged, listed };
}

const report = (over: Partial<CreateReportDto> = {}) => ({ kind: 'lighthouse.message', id: 's1', reason: 'harassment', ...over }) as CreateReportDto;

describe('ReportsService (rules, with a fake repository)', () => {
  it('what the reporter cannot see is a 404 and reporting herself a 400; neither writes nor blocks', async () => {
    const { service, writes, blocked } = setup();
    await expect(service.create('me', report({ id: 'hidden', block: true }))).rejects.toMatchObject({ status: 404, code: 'moderation.subjectNotFound' });
    await expect(service.create('me', report({ id: 'mine', block: true }))).rejects.toMatchObject({ status: 400, code: 'moderation.reportSelf' });
    expect(writes).toEqual([]);
    expect(blocked).toEqual([]);
  });

  it('keeps the subject as it is now, under its app (a member report is the platform’s), and blocks only when asked', async () => {
    const { service, reports, writes, blocked } = setup({ s1: 'm2', u2: 'm2' });
    expect(await service.create('me', report({ note: 'scary' }))).toEqual({ id: 'r1' });
    expect(reports[0]).toMatchObject({ reporter_id: 'me', reported_user_id: 'm2', note: 'scary', snapshot: { content: 'hello' } });
    expect(blocked).toEqual([]);
    await service.create('me', report({ kind: 'member', id: 'u2', block: true }));
    expect(writes).toEqual(['insert lighthouse.message about m2 app=lighthouse', 'insert member about m2 app=platform']);
    expect(reports[1].note).toBeNull();
    expect(blocked).toEqual(['me->m2 reason=null any=true']);
  });

  it('the queue filters by the stored status words, and an unknown report is a 404', async () => {
    const { service, listed } = setup();
    await service.list({ filter: { text: { status: 'open', app: 'lighthouse' }, uuid: { reportedUserId: 'm2' } } } as unknown as ListRequest);
    await service.list({ filter: { text: { status: 'actioned' }, uuid: {} } } as unknown as ListRequest);
    await service.list({ filter: { text: {}, uuid: {} } } as unknown as ListRequest);
    expect(listed).toEqual([
      { app: 'lighthouse', reason: undefined, status: 'pending', kind: undefined, reportedUserId: 'm2' },
      { app: undefined, reason: undefined, status: 'resolved', kind: undefined, reportedUserId: undefined },
      { app: undefined, reason: undefined, status: undefined, kind: undefined, reportedUserId: undefined },
    ]);
    await expect(service.get('nope')).rejects.toMatchObject({ status: 404, code: 'moderation.reportNotFound' });
  });

  it('a moderator closes a report (a default resolution when none is given), logged; an unknown one is a 404 and logs nothing', async () => {
    const { service, writes, logged } = setup();
    await service.create('me', report());
    await expect(service.update('mod', 'nope', { status: 'dismissed' })).rejects.toMatchObject({ status: 404, code: 'moderation.reportNotFound' });
    expect(logged).toEqual([]);
    expect(await service.update('mod', 'r1', { status: 'dismissed' })).toMatchObject({ id: 'r1', status: 'dismissed', resolution: 'Report dismissed' });
    expect(await service.update('mod', 'r1', { status: 'actioned', resolution: 'warned' })).toMatchObject({ status: 'actioned', resolution: 'warned' });
    expect(writes.slice(1)).toEqual(['status r1 dismissed "Report dismissed" by mod', 'status r1 resolved "warned" by mod']);
    expect(logged).toEqual([
      { action: 'moderation_report_status', targetType: 'report', targetId: 'r1', details: { status: 'dismissed', resolution: 'Report dismissed' } },
      { action: 'moderation_report_status', targetType: 'report', targetId: 'r1', details: { status: 'actioned', resolution: 'warned' } },
    ]);
  });
});
