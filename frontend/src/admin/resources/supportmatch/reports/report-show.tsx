import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import DoNotDisturbOnOutlined from '@mui/icons-material/DoNotDisturbOnOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ShowBase, useDataProvider, useShowContext } from 'react-admin';
import { VariantBadge } from '../../../components/badges';
import { LoadingState } from '../../../components/list-state';
import { PageHeading } from '../../../components/page-heading';
import { BackToList, Detail, RecordError } from '../../../components/record-page';
import { SectionCard } from '../../../components/section-card';
import { useAdminToast } from '../../../components/use-admin-toast';
import type { AdminDataProvider } from '../../../data-provider';
import type { SupportMatchAdminApi } from '../admin-api';
import { formatDateTime } from '../../../lib/format';
import type { Report as SupportMatchReport } from '@pfe/contracts/supportmatch';
import { reportStatusBadge } from '../lib';
import { MemberLink } from '../../../components/member-link';
import { SM_ERRORS } from '../texts';
import { useSingleFlightMutation } from '../../../../lib/intent-key';
import { useAdminT } from '../../../lib/i18n';

/** The server keeps at most 1,000 characters of resolution notes. */
export const RESOLUTION_MAX = 1000;

/** Resolve or Dismiss, with optional notes (the server writes "Report resolved" / "Report dismissed" without). */
function ReviewCard({ report }: { report: SupportMatchReport }) {
  const t = useAdminT();
  const dataProvider = useDataProvider<AdminDataProvider & SupportMatchAdminApi>();
  const toast = useAdminToast();
  const [notes, setNotes] = useState('');
  const review = useSingleFlightMutation({
    mutationFn: (status: 'resolved' | 'dismissed') => dataProvider.setReportStatus(String(report.id), status, notes),
    onSuccess: (saved) => {
      setNotes('');
      toast({ title: t('common.success'), description: t(saved.status === 'dismissed' ? 'supportmatch.reports.review.dismissed' : 'supportmatch.reports.review.resolved') });
    },
    onError: () => toast({ title: t('common.error'), description: SM_ERRORS.updateReport, variant: 'destructive' }),
  });
  const busy = review.isPending;
  return (
    <SectionCard title={t('supportmatch.reports.review.title')} description={t('supportmatch.reports.review.description')}>
      <TextField
        label={t('supportmatch.reports.review.notes')}
        value={notes}
        onChange={(event) => setNotes(event.target.value)}
        multiline
        minRows={3}
        fullWidth
        disabled={busy}
        variant="outlined"
        margin="none"
        helperText={`${notes.length}/${RESOLUTION_MAX}`}
        slotProps={{ htmlInput: { maxLength: RESOLUTION_MAX } }}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2, '& > *': { flex: { xs: 1, sm: 'none' } } }}>
        <Button variant="contained" startIcon={<CheckCircleOutlined />} disabled={busy} onClick={() => review.mutate('resolved')}>
          {busy && review.variables === 'resolved' ? t('supportmatch.reports.review.resolving') : t('supportmatch.reports.review.resolve')}
        </Button>
        <Button variant="outlined" color="inherit" startIcon={<DoNotDisturbOnOutlined />} disabled={busy} onClick={() => review.mutate('dismissed')}>
          {busy && review.variables === 'dismissed' ? t('supportmatch.reports.review.dismissing') : t('supportmatch.reports.review.dismiss')}
        </Button>
      </Box>
    </SectionCard>
  );
}

function ReportShowView() {
  const t = useAdminT();
  const { record, isPending, error } = useShowContext<SupportMatchReport>();
  const back = <BackToList resource="supportmatch/reports" label={t('supportmatch.reports.show.back')} />;
  if (isPending) return <LoadingState text={t('supportmatch.reports.show.loading')} />;
  if (error || !record) return <RecordError back={back} error={error ?? new Error(t('supportmatch.reports.show.notFound'))} />;
  const pending = record.status === 'pending';
  return (
    <Box>
      <PageHeading title={record.reason} appBarTitle={t('supportmatch.reports.show.appBarTitle')} subtitle={t('supportmatch.reports.show.reportedAt', { date: formatDateTime(record.createdAt) })} actions={back} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: pending ? 'minmax(0, 3fr) minmax(0, 2fr)' : '1fr' }, alignItems: 'start' }}>
        <SectionCard title={t('supportmatch.reports.show.card')} action={<VariantBadge badge={reportStatusBadge(record.status)} />}>
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 2, rowGap: 1, m: 0 }}>
            <Detail label={t('supportmatch.reports.show.reportedMember')}>
              <MemberLink userId={record.reportedUserId} nickname={record.reportedNickname} />
            </Detail>
            <Detail label={t('supportmatch.reports.show.reportedBy')}>
              <MemberLink userId={record.reporterId} nickname={record.reporterNickname} />
            </Detail>
            <Detail label={t('supportmatch.reports.show.partnership')}>{record.partnershipId ? record.partnershipId.slice(0, 8) : t('supportmatch.reports.show.noneNamed')}</Detail>
            <Detail label={t('supportmatch.reports.show.reason')}>{record.reason}</Detail>
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            {t('supportmatch.reports.show.description')}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mt: 0.5 }}>{record.description}</Typography>
          {!pending && (
            <>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
                {t('supportmatch.reports.show.resolution', { date: formatDateTime(record.updatedAt) })}
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mt: 0.5 }}>{record.resolution || '-'}</Typography>
            </>
          )}
        </SectionCard>
        {pending && <ReviewCard report={record} />}
      </Box>
    </Box>
  );
}

/** /admin/supportmatch/reports/:id: the report and, while pending, Resolve / Dismiss with optional notes. */
export function ReportShow({ id }: { id?: string } = {}) {
  return (
    <ShowBase<SupportMatchReport> resource="supportmatch/reports" id={id}>
      <ReportShowView />
    </ShowBase>
  );
}
