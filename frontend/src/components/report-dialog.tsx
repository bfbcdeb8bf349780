import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { REPORT_NOTE_MAX, REPORT_REASONS } from '@pfe/contracts';
import type { ReportKind, ReportReason } from '@pfe/contracts';
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { api, messageOf } from '../lib/api-client';
import { useIdempotentMutation } from '../lib/intent-key';
import { useToast } from './toast';
import { i18n } from '../lib/i18n';

/** The English words (the tests' handles); the dialog says them in the UI's language (`common:report`). */
export const REPORT_SENT_TITLE = 'Report sent';
export const REPORT_SENT_TEXT = 'Thank you. A moderator will look at your report. The member is not told who reported.';
export const REPORT_SENT_BLOCKED_TEXT = 'Thank you. A moderator will look at your report, and you blocked this member. She is not told.';

export interface ReportDialogProps {
  open: boolean;
  onClose: () => void;
  /** What is reported (ARCHITECTURE.md, Moderation) and its id. */
  kind: ReportKind;
  id: string;
  /** Whom it is about, as the app shows her (the title names her). */
  name?: string;
  /** After the report (and the block, when asked) went through. */
  onReported?: (blocked: boolean) => void;
}

/**
 * The one Report dialog of every app (issue 32): a safety reason, an optional note, and "also
 * block" in the same step; one Idempotency-Key per intent, the button disabled while it is on its
 * way; on success a toast and the dialog closes. The reported member is never told.
 */
export function ReportDialog({ open, onClose, kind, id, name, onReported }: ReportDialogProps) {
  const { t } = useTranslation('moderation');
  const { toast } = useToast();
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [note, setNote] = useState('');
  const [block, setBlock] = useState(false);
  const [missing, setMissing] = useState(false);
  const titleId = useId();
  const send = useIdempotentMutation({
    mutationFn: (body: { kind: ReportKind; id: string; reason: ReportReason; note?: string; block: boolean }, idempotencyKey) =>
      api.post<{ id: string }>('/api/reports', body, { idempotencyKey }),
  });
  const reset = () => {
    setReason('');
    setNote('');
    setBlock(false);
    setMissing(false);
  };
  // A new intent each time the dialog opens (the sent one stays disabled while the dialog fades out).
  const { reset: resetSend } = send;
  useEffect(() => {
    if (open) resetSend();
  }, [open, resetSend]);
  const close = () => {
    if (send.isPending) return;
    reset();
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) {
      setMissing(true);
      return;
    }
    send.mutate(
      { kind, id, reason, note: note.trim() || undefined, block },
      {
        onSuccess: () => {
          toast({ title: t('report.sentTitle'), description: block ? t('report.sentBlocked') : t('report.sent') });
          reset();
          onClose();
          onReported?.(block);
        },
      },
    );
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{name ? t('report.titleName', { name }) : t('report.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>{t('report.intro')}</DialogContentText>
            {send.isError && <Alert severity="error">{messageOf(send.error)}</Alert>}
            <FormControl error={missing} required>
              <FormLabel id={`${titleId}-reason`}>{t('report.what')}</FormLabel>
              <RadioGroup aria-labelledby={`${titleId}-reason`} value={reason} onChange={(e) => { setReason(e.target.value as ReportReason); setMissing(false); }}>
                {REPORT_REASONS.map((r) => (
                  <FormControlLabel key={r} value={r} control={<Radio />} label={t(`report.reasons.${r}`)} />
                ))}
              </RadioGroup>
              {missing && <Alert severity="error">{t('report.chooseReason')}</Alert>}
            </FormControl>
            <TextField label={t('report.note')} value={note} onChange={(e) => setNote(e.target.value)} multiline minRows={3} slotProps={{ htmlInput: { maxLength: REPORT_NOTE_MAX } }} />
            <FormControlLabel control={<Checkbox checked={block} onChange={(e) => setBlock(e.target.checked)} />} label={t('report.alsoBlock')} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={send.isPending}>
            {t('common:cancel')}
          </Button>
          {/* Disabled while on its way and once sent (the dialog fades out), so a second press sends nothing. */}
          <Button type="submit" variant="contained" color="error" disabled={send.isPending || send.isSuccess}>
            {send.isPending ? t('report.sending') : t('report.send')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** A button that opens the Report dialog for one subject (what every app places beside what can be reported). */
export function ReportButton({
  kind,
  id,
  name,
  label = i18n.t('moderation:report.button'),
  onReported,
  size = 'small',
  icon,
  ariaLabel,
}: Omit<ReportDialogProps, 'open' | 'onClose'> & { label?: string; size?: 'small' | 'medium'; icon?: ReactNode; /** When the label alone is ambiguous (a list of them). */ ariaLabel?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size={size} color="error" variant="text" startIcon={icon} aria-label={ariaLabel} onClick={() => setOpen(true)}>
        {label}
      </Button>
      <ReportDialog open={open} onClose={() => setOpen(false)} kind={kind} id={id} name={name} onReported={onReported} />
    </>
  );
}
