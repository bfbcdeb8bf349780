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
import type { TFunction } from 'i18next';
import { useAdminT } from '../../../lib/i18n';

/** Pending, resolved and dismissed: "Pending Reports", ... */
const tabs = (t: TFunction): readonly ListTab<ReportTab, SupportMatchReport>[] =>
  REPORT_TABS.map((tab) => ({ value: tab.value, label: tab.label, card: t(`supportmatch.reports.card.${tab.value}`), empty: t(`supportmatch.reports.empty.${tab.value}`) }));

const statusBadge = (r: SupportMatchReport) => <VariantBadge badge={reportStatusBadge(r.status)} />;

const columns = (t: TFunction): readonly ListColumn<SupportMatchReport>[] => [
  { label: t('supportmatch.reports.columns.reason'), sortBy: 'reason', render: (r) => <Typography variant="body2" sx={{ fontWeight: 600 }}>{r.reason}</Typography> },
  { label: t('supportmatch.reports.columns.reportedMember'), render: (r) => <MemberLink userId={r.reportedUserId} nickname={r.reportedNickname} /> },
  { label: t('supportmatch.reports.columns.reportedBy'), render: (r) => <MemberLink userId={r.reporterId} nickname={r.reporterNickname} /> },
  { label: t('supportmatch.reports.columns.status'), sortBy: 'status', render: statusBadge },
  { label: t('supportmatch.reports.columns.date'), sortBy: 'createdAt', render: (r) => formatDate(r.createdAt), nowrap: true },
];

/** A report's card; the whole card opens the report, so the members' names are plain text. */
function ReportCard({ record: r }: RecordProps<SupportMatchReport>) {
  const t = useAdminT();
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
          [t('supportmatch.reports.cardFields.reported'), <MemberLink userId={r.reportedUserId} nickname={r.reportedNickname} link={false} />],
          [t('supportmatch.reports.cardFields.by'), <MemberLink userId={r.reporterId} nickname={r.reporterNickname} link={false} />],
          [t('supportmatch.reports.cardFields.date'), formatDate(r.createdAt)],
        ]}
      />
    </>
  );
}

/** /admin/supportmatch/reports: pending, resolved and dismissed safety reports; a row opens the report (spec sub-apps §2). */
export function ReportList() {
  const t = useAdminT();
  return (
    <ListPage<SupportMatchReport, ReportTab>
      resource="supportmatch/reports"
      texts={SM_LIST_TEXT.reports}
      tabs={{ label: t('supportmatch.reports.tabsLabel'), source: 'status', options: tabs(t), valueOf: reportTabOf }}
      emptyIcon={<ShieldOutlined />}
      columns={columns(t)}
      rowClick="show"
      card={ReportCard}
    />
  );
}
