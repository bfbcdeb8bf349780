import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useToast } from '../../../components/toast';
import { messageOf } from '../../../lib/api-client';
import { useCreateReport } from '../api/create-report';
import { MAX_REPORT_DESCRIPTION, MAX_REPORT_REASON, validateReport } from '../validation';

/** Report reasons offered in the Report partner dialog (the server takes any text up to 100 characters). */
const REPORT_REASONS = [
  'Harassment or abuse',
  'Inappropriate messages',
  'Threats or safety concern',
  'Spam or scam',
  'Not participating',
  'Other',
];

const OTHER = 'Other';

/** Reports the current partner to the admins (POST /api/supportmatch/reports). */
export function ReportDialog({
  open,
  onClose,
  partnerNickname,
  reportedUserId,
  partnershipId,
}: {
  open: boolean;
  onClose: () => void;
  partnerNickname: string;
  reportedUserId: string;
  partnershipId: string;
}) {
  const [choice, setChoice] = useState('');
  const [other, setOther] = useState('');
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; description?: string }>({});
  const report = useCreateReport();
  const { toast } = useToast();

  const reset = () => {
    setChoice('');
    setOther('');
    setDescription('');
    setErrors({});
  };
  const close = () => {
    if (report.isPending) return;
    reset();
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const reason = choice === OTHER ? other : choice;
    const found = validateReport({ reason, description });
    setErrors(found);
    if (found.reason || found.description) return;
    report.mutate(
      { reportedUserId, partnershipId, reason: reason.trim(), description: description.trim() },
      {
        onSuccess: () => {
          toast({ title: 'Report submitted', description: 'Thank you. An admin will review your report.' });
          reset();
          onClose();
        },
        onError: (error) => toast({ title: 'Error', description: messageOf(error, 'Failed to submit report'), variant: 'destructive' }),
      },
    );
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" slotProps={{ paper: { component: 'form', onSubmit: submit, noValidate: true } as object }}>
      <DialogTitle>Report {partnerNickname}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>
            Reports are private: an admin reviews them, and {partnerNickname} is not told who reported them. If you are in
            danger, contact your local emergency services.
          </DialogContentText>
          <TextField
            select
            id="report-reason"
            label="Reason"
            value={choice}
            onChange={(e) => setChoice(e.target.value)}
            error={Boolean(errors.reason) && choice !== OTHER}
            helperText={choice !== OTHER ? errors.reason : undefined}
            disabled={report.isPending}
            fullWidth
          >
            {REPORT_REASONS.map((r) => (
              <MenuItem key={r} value={r}>
                {r}
              </MenuItem>
            ))}
          </TextField>
          {choice === OTHER && (
            <TextField
              id="report-other"
              label="Describe the reason"
              value={other}
              onChange={(e) => setOther(e.target.value)}
              error={Boolean(errors.reason)}
              helperText={errors.reason ?? `${other.length}/${MAX_REPORT_REASON}`}
              slotProps={{ htmlInput: { maxLength: MAX_REPORT_REASON } }}
              disabled={report.isPending}
              fullWidth
            />
          )}
          <TextField
            id="report-description"
            label="What happened?"
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            error={Boolean(errors.description)}
            helperText={errors.description ?? `${description.length}/${MAX_REPORT_DESCRIPTION}`}
            slotProps={{ htmlInput: { maxLength: MAX_REPORT_DESCRIPTION } }}
            multiline
            minRows={4}
            disabled={report.isPending}
            fullWidth
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close} disabled={report.isPending}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" color="error" disabled={report.isPending || !open}>
          {report.isPending ? 'Submitting...' : 'Submit Report'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
