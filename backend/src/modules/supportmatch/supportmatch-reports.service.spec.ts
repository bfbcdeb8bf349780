import { fake } from '../../../test/support/fakes';
import type { ActivityService } from '../activity/activity.service';
import type { CreateReportDto } from './dto/report.dto';
import type { SupportMatchPartnershipsService } from './supportmatch-partnerships.service';
import type { SupportMatchProfilesService } from './supportmatch-profiles.service';
import { NewReport, ReportRow, SupportMatchReportsRepository } from './supportmatch-reports.repository';
import { SupportMatchReportsService } from './supportmatch-reports.service';

function setup() {
  const saved: NewReport[] = [];
  const service = new SupportMatchReportsService(
    fake<SupportMatchReportsRepository>({
      insert: async (r: NewReport) => (saved.push(r), { ...r, id: 'r1', status: 'pending', createdAt: new Date('2026-03-01T00:00:00Z') } as ReportRow),
      // 'partner' is her partner now, 'member' was one before.
      werePartners: async (a: string, b: string) => a === 'me' && ['partner', 'member'].includes(b),
    }),
    fake<SupportMatchPartnershipsService>({ partnerOf: async (userId: string, id: string) => (userId === 'me' && id === 'p1' ? 'partner' : null) }),
    fake<ActivityService>({}),
    fake<SupportMatchProfilesService>({}),
  );
  return { service, saved };
}

const report = (over: Partial<CreateReportDto>) => ({ reason: 'harassment', description: 'Said cruel things', ...over }) as CreateReportDto;

describe('SupportMatchReportsService (rules, with a fake repository)', () => {
  it('refuses reporting oneself, a partnership she is not in, a member who is not the partner there, and a member who was never her partner (one 404, whoever she is)', async () => {
    const { service, saved } = setup();
    await expect(service.create('me', report({ reportedUserId: 'me' }))).rejects.toMatchObject({ status: 400, code: 'supportmatch.reportSelf' });
    await expect(service.create('me', report({ reportedUserId: 'partner', partnershipId: 'p2' }))).rejects.toMatchObject({ status: 404 });
    await expect(service.create('me', report({ reportedUserId: 'member', partnershipId: 'p1' }))).rejects.toMatchObject({ status: 400, code: 'supportmatch.reportNotPartner' });
    await expect(service.create('me', report({ reportedUserId: 'ghost' }))).rejects.toMatchObject({ status: 404 });
    expect(saved).toEqual([]);
  });

  it('a report goes into the moderators’ one queue, about the partnership when there is one, else the member (a past partner)', async () => {
    const { service, saved } = setup();
    expect(await service.create('me', report({ reportedUserId: 'partner', partnershipId: 'p1' }))).toEqual({
      id: 'r1',
      reason: 'harassment',
      status: 'pending',
      createdAt: '2026-03-01T00:00:00.000Z',
    });
    await service.create('me', report({ reportedUserId: 'member' }));
    expect(saved.map((r) => [r.app, r.kind, r.subjectId, r.note])).toEqual([
      ['supportmatch', 'supportmatch.partnership', 'p1', 'harassment: Said cruel things'],
      ['supportmatch', 'member', 'member', 'harassment: Said cruel things'],
    ]);
  });
});
