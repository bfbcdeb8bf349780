import ChevronRightOutlined from '@mui/icons-material/ChevronRightOutlined';
import ShieldOutlined from '@mui/icons-material/ShieldOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router-dom';
import { DataTable, ListBase, useCreatePath, useListContext } from 'react-admin';
import { VariantBadge } from '../../components/badges';
import { EmptyState, ErrorState, LoadingState } from '../../components/list-state';
import { ListPagination } from '../../components/list-pagination';
import { PageHeading } from '../../components/page-heading';
import { SectionCard } from '../../components/section-card';
import { useIsMobile } from '../../components/use-is-mobile';
import { formatDate } from '../../lib/format';
import type { SupportMatchReport } from '../../types';
import { REPORT_TABS, reportStatusBadge, reportTabOf } from './lib';
import { ListTabs } from './list-tabs';
import { MemberLink } from './member-link';
import { SM_TEXT } from './texts';

const Column = DataTable.Col<SupportMatchReport>;

const EMPTY_TEXT = { pending: 'No pending reports', resolved: 'No resolved reports', dismissed: 'No dismissed reports' } as const;

function ReportsTable() {
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <DataTable<SupportMatchReport> rowClick="show" bulkActionButtons={false} size="small" sx={{ '& th': { whiteSpace: 'nowrap' } }}>
        <Column label="Reason" source="reason" render={(r) => <Typography variant="body2" sx={{ fontWeight: 600 }}>{r.reason}</Typography>} />
        <Column label="Reported Member" disableSort render={(r) => <MemberLink userId={r.reportedUserId} />} />
        <Column label="Reported By" disableSort render={(r) => <MemberLink userId={r.reporterId} />} />
        <Column label="Status" source="status" render={(r) => <VariantBadge badge={reportStatusBadge(r.status)} />} />
        <Column label="Date" source="createdAt" render={(r) => formatDate(r.createdAt)} cellSx={() => ({ whiteSpace: 'nowrap' })} />
      </DataTable>
    </Box>
  );
}

function ReportCards({ reports }: { reports: SupportMatchReport[] }) {
  const createPath = useCreatePath();
  return (
    <Stack spacing={1.5} sx={{ p: 2 }}>
      {reports.map((r) => (
        <Card key={r.id} variant="outlined">
          <CardActionArea component={Link} to={createPath({ resource: 'supportmatch/reports', type: 'show', id: r.id })} sx={{ p: 2 }}>
            <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
              <Typography sx={{ fontWeight: 600, minWidth: 0, overflowWrap: 'anywhere' }}>{r.reason}</Typography>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexShrink: 0 }}>
                <VariantBadge badge={reportStatusBadge(r.status)} />
                <ChevronRightOutlined color="action" aria-hidden />
              </Box>
            </Box>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1, display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
              {r.description}
            </Typography>
            <Box sx={{ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 2, rowGap: 0.5, mt: 1.5 }}>
              <Typography variant="body2" color="text.secondary">
                Reported
              </Typography>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                <MemberLink userId={r.reportedUserId} link={false} />
              </Typography>
              <Typography variant="body2" color="text.secondary">
                By
              </Typography>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                <MemberLink userId={r.reporterId} link={false} />
              </Typography>
              <Typography variant="body2" color="text.secondary">
                Date
              </Typography>
              <Typography variant="body2">{formatDate(r.createdAt)}</Typography>
            </Box>
          </CardActionArea>
        </Card>
      ))}
    </Stack>
  );
}

function ReportListView() {
  const { data, total, isPending, error, refetch, filterValues, setFilters, displayedFilters } = useListContext<SupportMatchReport>();
  const isMobile = useIsMobile();
  const tab = reportTabOf(filterValues);
  const empty = !isPending && !error && (!data || data.length === 0);
  return (
    <Box>
      <PageHeading title={SM_TEXT.reportsHeading} appBarTitle="Reports" subtitle={SM_TEXT.reportsSubtitle} />
      <SectionCard
        title={`${REPORT_TABS.find((t) => t.value === tab)?.label} Reports`}
        description={total !== undefined && !isPending ? `${total} ${total === 1 ? 'report' : 'reports'}` : undefined}
        disablePadding
      >
        <ListTabs label="Report status" value={tab} options={REPORT_TABS} onChange={(status) => setFilters({ ...filterValues, status }, displayedFilters)} />
        {isPending ? (
          <LoadingState text={SM_TEXT.reportsLoading} />
        ) : error ? (
          <ErrorState error={error} onRetry={() => void refetch()} />
        ) : empty ? (
          <EmptyState title={EMPTY_TEXT[tab]} icon={<ShieldOutlined />} />
        ) : isMobile ? (
          <ReportCards reports={data ?? []} />
        ) : (
          <ReportsTable />
        )}
        {!isPending && !error && !empty && <ListPagination />}
      </SectionCard>
    </Box>
  );
}

/** /admin/supportmatch/reports: pending, resolved and dismissed safety reports; a row opens the report (spec sub-apps §2). */
export function ReportList() {
  return (
    <ListBase<SupportMatchReport> resource="supportmatch/reports" sort={{ field: 'createdAt', order: 'DESC' }} filterDefaultValues={{ status: 'pending' }} perPage={25}>
      <ReportListView />
    </ListBase>
  );
}
