import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import Box from '@mui/material/Box';
import { ActionBadge } from '../../components/badges';
import { CardFields, countOf, ListPage, type ListColumn, type ListTexts, type RecordProps } from '../../components/list-page';
import { formatDateTime, humanizeTargetType, shortTargetId } from '../../lib/format';
import type { ActivityEntry } from '@pfe/contracts';

export const ACTIVITY_TEXT = {
  title: 'Activity Log',
  subtitle: 'Track all administrative actions and system events',
  card: 'Recent Actions',
  count: (total: number) => `${countOf(total, 'entry', 'entries')}, newest first`,
  loading: 'Loading activity log...',
  empty: 'No activity yet',
  emptyDescription: 'Administrative actions will be logged here',
} as const satisfies ListTexts;

/** The first 8 characters of the target's id, in monospace, the whole id on hover. */
function TargetId({ entry }: { entry: ActivityEntry }) {
  return (
    <Box component="span" sx={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' }} title={entry.targetId ?? undefined}>
      {shortTargetId(entry.targetId)}
    </Box>
  );
}

const COLUMNS: readonly ListColumn<ActivityEntry>[] = [
  { label: 'Action', sortBy: 'action', render: (e) => <ActionBadge action={e.action} /> },
  { label: 'Target Type', sortBy: 'targetType', render: (e) => humanizeTargetType(e.targetType) },
  { label: 'Target ID', render: (e) => <TargetId entry={e} /> },
  { label: 'Timestamp', sortBy: 'createdAt', render: (e) => formatDateTime(e.createdAt), nowrap: true },
];

function ActivityCard({ record: entry }: RecordProps<ActivityEntry>) {
  return (
    <>
      <ActionBadge action={entry.action} />
      <CardFields
        rows={[
          ['Target Type', humanizeTargetType(entry.targetType)],
          ['Target ID', <TargetId entry={entry} />],
          ['Timestamp', formatDateTime(entry.createdAt)],
        ]}
      />
    </>
  );
}

/** /admin/activity: every administrative action, newest first (spec §2, §4). */
export function ActivityList() {
  return <ListPage<ActivityEntry> resource="activity" texts={ACTIVITY_TEXT} emptyIcon={<HistoryOutlined />} columns={COLUMNS} card={ActivityCard} />;
}
