import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataTable, ListBase, useListContext } from 'react-admin';
import { ActionBadge } from '../../components/badges';
import { EmptyState, ErrorState, LoadingState } from '../../components/list-state';
import { ListPagination } from '../../components/list-pagination';
import { PageHeading } from '../../components/page-heading';
import { SectionCard } from '../../components/section-card';
import { useIsMobile } from '../../components/use-is-mobile';
import { formatDateTime, humanizeTargetType, shortTargetId } from '../../lib/format';
import type { ActivityEntry } from '../../types';

const Column = DataTable.Col<ActivityEntry>;

export const ACTIVITY_TEXT = {
  heading: 'Activity Log',
  subtitle: 'Track all administrative actions and system events',
  card: 'Recent Actions',
  loading: 'Loading activity log...',
  empty: 'No activity yet',
  emptyDescription: 'Administrative actions will be logged here',
} as const;

const mono = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' } as const;

function ActivityTable() {
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <DataTable<ActivityEntry> rowClick={false} bulkActionButtons={false} size="small">
        <Column label="Action" source="action" render={(e) => <ActionBadge action={e.action} />} />
        <Column label="Target Type" source="targetType" render={(e) => humanizeTargetType(e.targetType)} />
        <Column label="Target ID" disableSort render={(e) => <Box component="span" sx={mono} title={e.targetId ?? undefined}>{shortTargetId(e.targetId)}</Box>} />
        <Column label="Timestamp" source="createdAt" render={(e) => formatDateTime(e.createdAt)} cellSx={() => ({ whiteSpace: 'nowrap' })} />
      </DataTable>
    </Box>
  );
}

function ActivityCards({ entries }: { entries: ActivityEntry[] }) {
  return (
    <Stack spacing={1.5} sx={{ px: 2, pb: 2 }}>
      {entries.map((e) => (
        <Card key={e.id} variant="outlined" sx={{ p: 2 }}>
          <ActionBadge action={e.action} />
          <Box sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, mt: 1.5 }}>
            <Typography variant="body2" color="text.secondary">
              Target Type
            </Typography>
            <Typography variant="body2">{humanizeTargetType(e.targetType)}</Typography>
            <Typography variant="body2" color="text.secondary">
              Target ID
            </Typography>
            <Typography variant="body2" sx={mono}>
              {shortTargetId(e.targetId)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Timestamp
            </Typography>
            <Typography variant="body2">{formatDateTime(e.createdAt)}</Typography>
          </Box>
        </Card>
      ))}
    </Stack>
  );
}

function ActivityListView() {
  const { data, total, isPending, error, refetch } = useListContext<ActivityEntry>();
  const isMobile = useIsMobile();
  const empty = !isPending && !error && (!data || data.length === 0);
  return (
    <Box>
      <PageHeading title={ACTIVITY_TEXT.heading} subtitle={ACTIVITY_TEXT.subtitle} />
      <SectionCard
        title={ACTIVITY_TEXT.card}
        description={total !== undefined && !isPending ? `${total} ${total === 1 ? 'entry' : 'entries'}, newest first` : undefined}
        disablePadding
      >
        {isPending ? (
          <LoadingState text={ACTIVITY_TEXT.loading} />
        ) : error ? (
          <ErrorState error={error} onRetry={() => void refetch()} />
        ) : empty ? (
          <EmptyState title={ACTIVITY_TEXT.empty} description={ACTIVITY_TEXT.emptyDescription} icon={<HistoryOutlined />} />
        ) : isMobile ? (
          <ActivityCards entries={data ?? []} />
        ) : (
          <ActivityTable />
        )}
        {!isPending && !error && !empty && <ListPagination />}
      </SectionCard>
    </Box>
  );
}

/** /admin/activity: every administrative action, newest first (spec §2, §4). */
export function ActivityList() {
  return (
    <ListBase<ActivityEntry> resource="activity" sort={{ field: 'createdAt', order: 'DESC' }} perPage={25}>
      <ActivityListView />
    </ListBase>
  );
}
