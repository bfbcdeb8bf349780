import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ModerationReport } from '@pfe/contracts';
import { Link } from 'react-router-dom';
import { ShowBase, useRefresh, useShowContext } from 'react-admin';
import { useSingleFlightMutation } from '../../../lib/intent-key';
import { LoadingState } from '../../components/list-state';
import { PageHeading } from '../../components/page-heading';
import { BackToList, Detail, RecordError } from '../../components/record-page';
import { SectionCard } from '../../components/section-card';
import { formatDateTime } from '../../lib/format';
import { ActionForm } from './action-form';
import { moderationApi } from './moderation-api';
import { APP_LABELS, KIND_LABELS, reasonLabel, STATUS_LABELS } from './texts';

type Message = { fromReported: boolean; content: string; createdAt: string };

/** The subject as it was at report time: its fields, then the messages around it (the reported member's marked). */
export function Evidence({ snapshot }: { snapshot: Record<string, unknown> }) {
  const { messages, ...fields } = snapshot as Record<string, unknown> & { messages?: Message[] };
  return (
    <SectionCard title="Evidence" description="As it was when it was reported; later edits or deletions do not change it.">
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 2, rowGap: 1, m: 0 }}>
        {Object.entries(fields).map(([key, value]) => (
          <Detail key={key} label={key}>
            <Box component="span" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {value === null || value === undefined ? '-' : typeof value === 'object' ? JSON.stringify(value) : String(value)}
            </Box>
          </Detail>
        ))}
      </Box>
      {messages && messages.length > 0 && (
        <Box component="ol" aria-label="Messages" sx={{ listStyle: 'none', p: 0, mt: 2, display: 'grid', gap: 1 }}>
          {messages.map((m, i) => (
            <Box component="li" key={i} sx={{ p: 1, borderRadius: 1, bgcolor: m.fromReported ? 'warning.light' : 'action.hover' }}>
              <Typography variant="caption" component="p">
                {m.fromReported ? 'Reported member' : 'Other member'} · {formatDateTime(m.createdAt)}
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{m.content}</Typography>
            </Box>
          ))}
        </Box>
      )}
    </SectionCard>
  );
}

function ReportShowView() {
  const { record, error, isPending } = useShowContext<ModerationReport>();
  const refresh = useRefresh();
  const dismiss = useSingleFlightMutation({ mutationFn: (id: string) => moderationApi.setReportStatus(id, 'dismissed'), onSuccess: refresh });
  const back = <BackToList resource="moderation/reports" label="Back to reports" />;
  if (isPending) return <LoadingState text="Loading report..." />;
  if (error || !record) return <RecordError back={back} error={error} />;
  return (
    <Box>
      <PageHeading title={reasonLabel(record.reason)} appBarTitle="Reports" subtitle={`Reported ${formatDateTime(record.createdAt)}`} actions={back} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(0, 2fr)' }, alignItems: 'start' }}>
        <Box sx={{ display: 'grid', gap: 2 }}>
          <SectionCard title="Report">
            <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 2, rowGap: 1, m: 0 }}>
              <Detail label="Status">{STATUS_LABELS[record.status]}</Detail>
              <Detail label="What">{`${APP_LABELS[record.app]} · ${KIND_LABELS[record.kind]}`}</Detail>
              <Detail label="Reported member">
                <Link to={`/admin/moderation/members/${record.reportedUser.id}/show`}>{record.reportedUser.name}</Link>
              </Detail>
              <Detail label="Reported by">{record.reporter ? record.reporter.name : 'A deleted account'}</Detail>
              <Detail label="Note">{record.note || '-'}</Detail>
              {record.resolution && <Detail label="Resolution">{record.resolution}</Detail>}
            </Box>
            {record.status === 'open' && (
              <Button sx={{ mt: 2 }} variant="outlined" disabled={dismiss.isPending} onClick={() => dismiss.mutate(String(record.id))}>
                Dismiss
              </Button>
            )}
          </SectionCard>
          <Evidence snapshot={record.snapshot} />
        </Box>
        <ActionForm userId={record.reportedUser.id} reportId={String(record.id)} onDone={refresh} />
      </Box>
    </Box>
  );
}

/** /admin/moderation/reports/:id: the report, its evidence, dismiss, and an action on the reported member. */
export function ModerationReportShow() {
  return (
    <ShowBase<ModerationReport> resource="moderation/reports">
      <ReportShowView />
    </ShowBase>
  );
}
