import GavelOutlined from '@mui/icons-material/GavelOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ModerationAppealEntry } from '@pfe/contracts';
import { useNotify, useRefresh } from 'react-admin';
import { messageOf } from '../../../lib/api-client';
import { useSingleFlightMutation } from '../../../lib/intent-key';
import { CardFields, ListPage, type ListColumn, type RecordProps } from '../../components/list-page';
import { formatDate } from '../../lib/format';
import { FilterSelect } from './filter-select';
import { moderationApi } from './moderation-api';
import { APPEALS_TEXT } from './texts';

/** Uphold or overturn; the server refuses the moderator who took the action. */
function Decide({ appeal }: { appeal: ModerationAppealEntry }) {
  const refresh = useRefresh();
  const notify = useNotify();
  // Pressed twice, one decision is sent and its answer shown (issue 28).
  const decide = useSingleFlightMutation({
    mutationFn: (decision: 'upheld' | 'overturned') => moderationApi.decide(appeal.id, decision),
    onSuccess: refresh,
    onError: (error) => notify(messageOf(error), { type: 'error' }),
  });
  if (appeal.status !== 'pending') return <Typography variant="body2">{appeal.status === 'upheld' ? 'Upheld' : 'Overturned'}</Typography>;
  return (
    <Stack direction="row" spacing={1}>
      <Button size="small" variant="outlined" disabled={decide.isPending} onClick={() => decide.mutate('upheld')}>
        Uphold
      </Button>
      <Button size="small" variant="outlined" disabled={decide.isPending} onClick={() => decide.mutate('overturned')}>
        Overturn
      </Button>
    </Stack>
  );
}

const COLUMNS: readonly ListColumn<ModerationAppealEntry>[] = [
  { label: 'Member', render: (a) => a.member.name },
  { label: 'Action', render: (a) => `${a.action}: ${a.actionReason}` },
  { label: 'Appeal', render: (a) => <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{a.text}</Typography> },
  { label: 'Date', sortBy: 'createdAt', render: (a) => formatDate(a.createdAt), nowrap: true },
  { label: 'Decision', sortBy: 'status', render: (a) => <Decide appeal={a} /> },
];

function AppealCard({ record: a }: RecordProps<ModerationAppealEntry>) {
  return (
    <>
      <Typography sx={{ fontWeight: 600 }}>{a.member.name}</Typography>
      <CardFields rows={[['Action', `${a.action}: ${a.actionReason}`], ['Appeal', a.text], ['Date', formatDate(a.createdAt)]]} />
      <Decide appeal={a} />
    </>
  );
}

/** /admin/moderation/appeals: appeals to decide (by a moderator other than the one who acted). */
export function ModerationAppealList() {
  return (
    <ListPage<ModerationAppealEntry>
      resource="moderation/appeals"
      texts={APPEALS_TEXT}
      filters={<FilterSelect label="Status" source="status" options={[{ value: 'pending', label: 'Pending' }, { value: 'upheld', label: 'Upheld' }, { value: 'overturned', label: 'Overturned' }]} />}
      emptyIcon={<GavelOutlined />}
      columns={COLUMNS}
      card={AppealCard}
    />
  );
}
