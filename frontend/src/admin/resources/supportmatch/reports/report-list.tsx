import ChevronRightOutlined from '@mui/icons-material/ChevronRightOutlined';
import ShieldOutlined from '@mui/icons-material/ShieldOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { VariantBadge } from '../../../components/badges';
import { CardFields, CardHeader, ListPage, type ListColumn, type ListTab, type RecordProps } from '../../../components/list-page';
import { formatDate } from '../../../lib/format';
import type { Report as SupportMatchReport } from '@pfe/contracts/supportmatch';
import { REPORT_TABS, reportStatusBadge, reportTabOf, type ReportTab } from '../lib';
import { MemberLink } from '../../../components/member-link';
import { SM_LIST_TEXT } from '../texts';

const EMPTY_TEXT = { pending: 'No pending reports', resolved: 'No resolved reports', dismissed: 'No dismissed reports' } as const;

/** Pending, resolved and dismissed: "Pending Reports", ... */
const TABS: readonly ListTab<ReportTab, SupportMatchReport>[] = REPORT_TABS.map((tab) => ({ ...tab, card: `${tab.label} Reports`, empty: EMPTY_TEXT[tab.value] }));

const statusBadge = (r: SupportMatchReport) => <VariantBadge badge={reportStatusBadge(r.status)} />;

const COLUMNS: readonly ListColumn<SupportMatchReport>[] = [
  { label: 'Reason', sortBy: 'reason', render: (r) => <Typography variant="body2" sx={{ fontWeight: 600 }}>{r.reason}</Typography> },
  { label: 'Reported Member', render: (r) => <MemberLink userId={r.reportedUserId} nickname={r.reportedNickname} /> },
  { label: 'Reported By', render: (r) => <MemberLink userId={r.reporterId} nickname={r.reporterNickname} /> },
  { label: 'Status', sortBy: 'status', render: statusBadge },
  { label: 'Date', sortBy: 'createdAt', render: (r) => formatDate(r.createdAt), nowrap: true },
];

/** A report's card; the whole card opens the report, so the members' names are plain text. */
function ReportCard({ record: r }: RecordProps<SupportMatchReport>) {
  return (
    <>
      <CardHeader
        align="flex-start"
        start={<Typography sx={{ fontWeight: 600, minWidth: 0, overflowWrap: 'anywhere' }}>{r.reason}</Typography>}
        end={
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexShrink: 0 }}>
            {statusBadge(r)}
            <ChevronRightOutlined color="action" aria-hidden />
          </Box>
        }
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1, display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
        {r.description}
      </Typography>
      <CardFields
        rows={[
          ['Reported', <MemberLink userId={r.reportedUserId} nickname={r.reportedNickname} link={false} />],
          ['By', <MemberLink userId={r.reporterId} nickname={r.reporterNickname} link={false} />],
          ['Date', formatDate(r.createdAt)],
        ]}
      />
    </>
  );
}

/** /admin/supportmatch/reports: pending, resolved and dismissed safety reports; a row opens the report (spec sub-apps §2). */
export function ReportList() {
  return (
    <ListPage<SupportMatchReport, ReportTab>
      resource="supportmatch/reports"
      texts={SM_LIST_TEXT.reports}
      tabs={{ label: 'Report status', source: 'status', options: TABS, valueOf: reportTabOf }}
      emptyIcon={<ShieldOutlined />}
      columns={COLUMNS}
      rowClick="show"
      card={ReportCard}
    />
  );
}
