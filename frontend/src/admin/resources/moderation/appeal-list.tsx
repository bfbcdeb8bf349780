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
import { moderationListTexts } from './texts';
import type { TFunction } from 'i18next';
import { useAdminT } from '../../lib/i18n';

/** Uphold or overturn; the server refuses the moderator who took the action. */
function Decide({ appeal }: { appeal: ModerationAppealEntry }) {
  const t = useAdminT();
  const refresh = useRefresh();
  const notify = useNotify();
  // Pressed twice, one decision is sent and its answer shown (issue 28).
  const decide = useSingleFlightMutation({
    mutationFn: (decision: 'upheld' | 'overturned') => moderationApi.decide(appeal.id, decision),
    onSuccess: refresh,
    onError: (error) => notify(messageOf(error), { type: 'error' }),
  });
  if (appeal.status !== 'pending') return <Typography variant="body2">{t(appeal.status === 'upheld' ? 'moderation.appeals.upheld' : 'moderation.appeals.overturned')}</Typography>;
  return (
    <Stack direction="row" spacing={1}>
      <Button size="small" variant="outlined" disabled={decide.isPending} onClick={() => decide.mutate('upheld')}>
        {t('moderation.appeals.uphold')}
      </Button>
      <Button size="small" variant="outlined" disabled={decide.isPending} onClick={() => decide.mutate('overturned')}>
        {t('moderation.appeals.overturn')}
      </Button>
    </Stack>
  );
}

/** "suspend: <reason>", the action in the console's language. */
const actionText = (t: TFunction, a: ModerationAppealEntry) => `${t(`moderation.actions.${a.action}`, { defaultValue: a.action })}: ${a.actionReason}`;

const columns = (t: TFunction): readonly ListColumn<ModerationAppealEntry>[] => [
  { label: t('moderation.appeals.columns.member'), render: (a) => a.member.name },
  { label: t('moderation.appeals.columns.action'), render: (a) => actionText(t, a) },
  { label: t('moderation.appeals.columns.appeal'), render: (a) => <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{a.text}</Typography> },
  { label: t('moderation.appeals.columns.date'), sortBy: 'createdAt', render: (a) => formatDate(a.createdAt), nowrap: true },
  { label: t('moderation.appeals.columns.decision'), sortBy: 'status', render: (a) => <Decide appeal={a} /> },
];

function AppealCard({ record: a }: RecordProps<ModerationAppealEntry>) {
  const t = useAdminT();
  return (
    <>
      <Typography sx={{ fontWeight: 600 }}>{a.member.name}</Typography>
      <CardFields
        rows={[
          [t('moderation.appeals.columns.action'), actionText(t, a)],
          [t('moderation.appeals.columns.appeal'), a.text],
          [t('moderation.appeals.columns.date'), formatDate(a.createdAt)],
        ]}
      />
      <Decide appeal={a} />
    </>
  );
}

/** /admin/moderation/appeals: appeals to decide (by a moderator other than the one who acted). */
export function ModerationAppealList() {
  const t = useAdminT();
  const statuses = (['pending', 'upheld', 'overturned'] as const).map((value) => ({ value, label: t(`moderation.appeals.${value}`) }));
  return (
    <ListPage<ModerationAppealEntry>
      resource="moderation/appeals"
      texts={moderationListTexts('appeals')}
      filters={<FilterSelect label={t('moderation.appeals.status')} source="status" options={statuses} />}
      emptyIcon={<GavelOutlined />}
      columns={columns(t)}
      card={AppealCard}
    />
  );
}
