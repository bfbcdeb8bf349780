import ReportGmailerrorredOutlined from '@mui/icons-material/ReportGmailerrorredOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { REPORT_APPS, REPORT_REASONS, MODERATION_REPORT_STATUSES } from '@pfe/contracts';
import type { ModerationReport } from '@pfe/contracts';
import { CardFields, CardHeader, ListPage, type ListColumn, type RecordProps } from '../../components/list-page';
import { formatDate } from '../../lib/format';
import { FilterSelect } from './filter-select';
import { APP_LABELS, KIND_LABELS, REPORTS_TEXT, reasonLabel, STATUS_LABELS } from './texts';

const COLUMNS: readonly ListColumn<ModerationReport>[] = [
  { label: 'Reason', sortBy: 'reason', render: (r) => <Typography variant="body2" sx={{ fontWeight: 600 }}>{reasonLabel(r.reason)}</Typography> },
  { label: 'App', sortBy: 'app', render: (r) => `${APP_LABELS[r.app]} · ${KIND_LABELS[r.kind]}` },
  { label: 'Reported Member', render: (r) => r.reportedUser.name },
  { label: 'Status', sortBy: 'status', render: (r) => STATUS_LABELS[r.status] },
  { label: 'Date', sortBy: 'createdAt', render: (r) => formatDate(r.createdAt), nowrap: true },
];

function ReportCard({ record: r }: RecordProps<ModerationReport>) {
  return (
    <>
      <CardHeader start={<Typography sx={{ fontWeight: 600 }}>{reasonLabel(r.reason)}</Typography>} end={<Typography variant="body2">{STATUS_LABELS[r.status]}</Typography>} />
      <CardFields
        rows={[
          ['App', `${APP_LABELS[r.app]} · ${KIND_LABELS[r.kind]}`],
          ['Reported', r.reportedUser.name],
          ['Date', formatDate(r.createdAt)],
        ]}
      />
    </>
  );
}

function ReportFilters() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      <FilterSelect label="App" source="app" options={REPORT_APPS.map((value) => ({ value, label: APP_LABELS[value] }))} />
      <FilterSelect label="Reason" source="reason" options={REPORT_REASONS.map((value) => ({ value, label: reasonLabel(value) }))} />
      <FilterSelect label="Status" source="status" options={MODERATION_REPORT_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }))} />
    </Box>
  );
}

/** /admin/moderation/reports: every app's reports in one queue, filtered by app, reason and status. */
export function ModerationReportList() {
  return (
    <ListPage<ModerationReport>
      resource="moderation/reports"
      texts={REPORTS_TEXT}
      filters={<ReportFilters />}
      emptyIcon={<ReportGmailerrorredOutlined />}
      columns={COLUMNS}
      rowClick="show"
      card={ReportCard}
    />
  );
}
