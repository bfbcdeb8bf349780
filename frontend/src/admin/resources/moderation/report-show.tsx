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
import { useAdminT } from '../../lib/i18n';

type Message = { fromReported: boolean; content: string; createdAt: string };

/** The subject as it was at report time: its fields, then the messages around it (the reported member's marked). */
export function Evidence({ snapshot }: { snapshot: Record<string, unknown> }) {
  const t = useAdminT();
  const { messages, ...fields } = snapshot as Record<string, unknown> & { messages?: Message[] };
  return (
    <SectionCard title={t('moderation.report.evidence')} description={t('moderation.report.evidenceDescription')}>
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
        <Box component="ol" aria-label={t('moderation.report.messages')} sx={{ listStyle: 'none', p: 0, mt: 2, display: 'grid', gap: 1 }}>
          {messages.map((m, i) => (
            <Box component="li" key={i} sx={{ p: 1, borderRadius: 1, bgcolor: m.fromReported ? 'warning.light' : 'action.hover' }}>
              <Typography variant="caption" component="p">
                {t(m.fromReported ? 'moderation.report.fromReported' : 'moderation.report.fromOther')} · {formatDateTime(m.createdAt)}
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
  const t = useAdminT();
  const { record, error, isPending } = useShowContext<ModerationReport>();
  const refresh = useRefresh();
  const dismiss = useSingleFlightMutation({ mutationFn: (id: string) => moderationApi.setReportStatus(id, 'dismissed'), onSuccess: refresh });
  const back = <BackToList resource="moderation/reports" label={t('moderation.report.back')} />;
  if (isPending) return <LoadingState text={t('moderation.report.loading')} />;
  if (error || !record) return <RecordError back={back} error={error} />;
  return (
    <Box>
      <PageHeading title={reasonLabel(record.reason)} appBarTitle={t('moderation.report.appBarTitle')} subtitle={t('moderation.report.reportedAt', { date: formatDateTime(record.createdAt) })} actions={back} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(0, 2fr)' }, alignItems: 'start' }}>
        <Box sx={{ display: 'grid', gap: 2 }}>
          <SectionCard title={t('moderation.report.card')}>
            <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 2, rowGap: 1, m: 0 }}>
              <Detail label={t('moderation.report.status')}>{STATUS_LABELS[record.status]}</Detail>
              <Detail label={t('moderation.report.what')}>{`${APP_LABELS[record.app]} · ${KIND_LABELS[record.kind]}`}</Detail>
              <Detail label={t('moderation.report.reportedMember')}>
                <Link to={`/admin/moderation/members/${record.reportedUser.id}/show`}>{record.reportedUser.name}</Link>
              </Detail>
              <Detail label={t('moderation.report.reportedBy')}>{record.reporter ? record.reporter.name : t('moderation.report.deletedAccount')}</Detail>
              <Detail label={t('moderation.report.note')}>{record.note || '-'}</Detail>
              {record.resolution && <Detail label={t('moderation.report.resolution')}>{record.resolution}</Detail>}
            </Box>
            {record.status === 'open' && (
              <Button sx={{ mt: 2 }} variant="outlined" disabled={dismiss.isPending} onClick={() => dismiss.mutate(String(record.id))}>
                {t('moderation.report.dismiss')}
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
