import ReportGmailerrorredOutlined from '@mui/icons-material/ReportGmailerrorredOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { REPORT_APPS, REPORT_REASONS, MODERATION_REPORT_STATUSES } from '@pfe/contracts';
import type { ModerationReport } from '@pfe/contracts';
import { CardFields, CardHeader, ListPage, type ListColumn, type RecordProps } from '../../components/list-page';
import { formatDate } from '../../lib/format';
import { FilterSelect } from './filter-select';
import { APP_LABELS, KIND_LABELS, moderationListTexts, reasonLabel, STATUS_LABELS } from './texts';
import type { TFunction } from 'i18next';
import { useAdminT } from '../../lib/i18n';

const columns = (t: TFunction): readonly ListColumn<ModerationReport>[] => [
  { label: t('moderation.reports.columns.reason'), sortBy: 'reason', render: (r) => <Typography variant="body2" sx={{ fontWeight: 600 }}>{reasonLabel(r.reason)}</Typography> },
  { label: t('moderation.reports.columns.app'), sortBy: 'app', render: (r) => `${APP_LABELS[r.app]} · ${KIND_LABELS[r.kind]}` },
  { label: t('moderation.reports.columns.reportedMember'), render: (r) => r.reportedUser.name },
  { label: t('moderation.reports.columns.status'), sortBy: 'status', render: (r) => STATUS_LABELS[r.status] },
  { label: t('moderation.reports.columns.date'), sortBy: 'createdAt', render: (r) => formatDate(r.createdAt), nowrap: true },
];

function ReportCard({ record: r }: RecordProps<ModerationReport>) {
  const t = useAdminT();
  return (
    <>
      <CardHeader start={<Typography sx={{ fontWeight: 600 }}>{reasonLabel(r.reason)}</Typography>} end={<Typography variant="body2">{STATUS_LABELS[r.status]}</Typography>} />
      <CardFields
        rows={[
          [t('moderation.reports.cardFields.app'), `${APP_LABELS[r.app]} · ${KIND_LABELS[r.kind]}`],
          [t('moderation.reports.cardFields.reported'), r.reportedUser.name],
          [t('moderation.reports.cardFields.date'), formatDate(r.createdAt)],
        ]}
      />
    </>
  );
}

function ReportFilters() {
  const t = useAdminT();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      <FilterSelect label={t('moderation.reports.filters.app')} source="app" options={REPORT_APPS.map((value) => ({ value, label: APP_LABELS[value] }))} />
      <FilterSelect label={t('moderation.reports.filters.reason')} source="reason" options={REPORT_REASONS.map((value) => ({ value, label: reasonLabel(value) }))} />
      <FilterSelect label={t('moderation.reports.filters.status')} source="status" options={MODERATION_REPORT_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }))} />
    </Box>
  );
}

/** /admin/moderation/reports: every app's reports in one queue, filtered by app, reason and status. */
export function ModerationReportList() {
  const t = useAdminT();
  return (
    <ListPage<ModerationReport>
      resource="moderation/reports"
      texts={moderationListTexts('reports')}
      filters={<ReportFilters />}
      emptyIcon={<ReportGmailerrorredOutlined />}
      columns={columns(t)}
      rowClick="show"
      card={ReportCard}
    />
  );
}
