import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import Box from '@mui/material/Box';
import { ActionBadge } from '../../components/badges';
import { CardFields, ListPage, type ListColumn, type ListTexts, type RecordProps } from '../../components/list-page';
import { formatDateTime, shortTargetId, targetTypeLabel } from '../../lib/format';
import type { ActivityEntry } from '@pfe/contracts';
import type { TFunction } from 'i18next';
import { useAdminT } from '../../lib/i18n';

function useActivityTexts(): ListTexts {
  const t = useAdminT();
  return {
    title: t('activity.title'),
    subtitle: t('activity.subtitle'),
    card: t('activity.card'),
    count: (count) => t('activity.count', { count }),
    loading: t('activity.loading'),
    empty: t('activity.empty'),
    emptyDescription: t('activity.emptyDescription'),
  };
}

/** The first 8 characters of the target's id, in monospace, the whole id on hover. */
function TargetId({ entry }: { entry: ActivityEntry }) {
  return (
    <Box component="span" sx={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' }} title={entry.targetId ?? undefined}>
      {shortTargetId(entry.targetId)}
    </Box>
  );
}

const columns = (t: TFunction): readonly ListColumn<ActivityEntry>[] => [
  { label: t('activity.columns.action'), sortBy: 'action', render: (e) => <ActionBadge action={e.action} /> },
  { label: t('activity.columns.targetType'), sortBy: 'targetType', render: (e) => targetTypeLabel(e.targetType) },
  { label: t('activity.columns.targetId'), render: (e) => <TargetId entry={e} /> },
  { label: t('activity.columns.timestamp'), sortBy: 'createdAt', render: (e) => formatDateTime(e.createdAt), nowrap: true },
];

function ActivityCard({ record: entry }: RecordProps<ActivityEntry>) {
  const t = useAdminT();
  return (
    <>
      <ActionBadge action={entry.action} />
      <CardFields
        rows={[
          [t('activity.columns.targetType'), targetTypeLabel(entry.targetType)],
          [t('activity.columns.targetId'), <TargetId entry={entry} />],
          [t('activity.columns.timestamp'), formatDateTime(entry.createdAt)],
        ]}
      />
    </>
  );
}

/** /admin/activity: every administrative action, newest first (spec §2, §4). */
export function ActivityList() {
  const t = useAdminT();
  const texts = useActivityTexts();
  return <ListPage<ActivityEntry> resource="activity" texts={texts} emptyIcon={<HistoryOutlined />} columns={columns(t)} card={ActivityCard} />;
}
