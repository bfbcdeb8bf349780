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

/** The server keeps at most 1,000 characters of resolution notes. */
export const RESOLUTION_MAX = 1000;

/** Resolve or Dismiss, with optional notes (the server writes "Report resolved" / "Report dismissed" without). */
function ReviewCard({ report }: { report: SupportMatchReport }) {
  const dataProvider = useDataProvider<AdminDataProvider & SupportMatchAdminApi>();
  const toast = useAdminToast();
  const [notes, setNotes] = useState('');
  const review = useSingleFlightMutation({
    mutationFn: (status: 'resolved' | 'dismissed') => dataProvider.setReportStatus(String(report.id), status, notes),
    onSuccess: (saved) => {
      setNotes('');
      toast({ title: 'Success', description: saved.status === 'dismissed' ? 'Report dismissed' : 'Report resolved' });
    },
    onError: () => toast({ title: 'Error', description: SM_ERRORS.updateReport, variant: 'destructive' }),
  });
  const busy = review.isPending;
  return (
    <SectionCard title="Review" description="Resolve the report once you have acted on it, or dismiss it.">
      <TextField
        label="Resolution notes (optional)"
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
          {busy && review.variables === 'resolved' ? 'Resolving...' : 'Resolve'}
        </Button>
        <Button variant="outlined" color="inherit" startIcon={<DoNotDisturbOnOutlined />} disabled={busy} onClick={() => review.mutate('dismissed')}>
          {busy && review.variables === 'dismissed' ? 'Dismissing...' : 'Dismiss'}
        </Button>
      </Box>
    </SectionCard>
  );
}

function ReportShowView() {
  const { record, isPending, error } = useShowContext<SupportMatchReport>();
  const back = <BackToList resource="supportmatch/reports" label="All Reports" />;
  if (isPending) return <LoadingState text="Loading report..." />;
  if (error || !record) return <RecordError back={back} error={error ?? new Error('Report not found')} />;
  const pending = record.status === 'pending';
  return (
    <Box>
      <PageHeading title={record.reason} appBarTitle="Reports" subtitle={`Reported ${formatDateTime(record.createdAt)}`} actions={back} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: pending ? 'minmax(0, 3fr) minmax(0, 2fr)' : '1fr' }, alignItems: 'start' }}>
        <SectionCard title="Report" action={<VariantBadge badge={reportStatusBadge(record.status)} />}>
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 2, rowGap: 1, m: 0 }}>
            <Detail label="Reported member">
              <MemberLink userId={record.reportedUserId} nickname={record.reportedNickname} />
            </Detail>
            <Detail label="Reported by">
              <MemberLink userId={record.reporterId} nickname={record.reporterNickname} />
            </Detail>
            <Detail label="Partnership">{record.partnershipId ? record.partnershipId.slice(0, 8) : 'None named'}</Detail>
            <Detail label="Reason">{record.reason}</Detail>
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            Description
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mt: 0.5 }}>{record.description}</Typography>
          {!pending && (
            <>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
                Resolution ({formatDateTime(record.updatedAt)})
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
