import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { APPEAL_TEXT_MAX, type OwnModerationEntry } from '@pfe/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useToast } from '../../../components/toast';
import { api, messageOf } from '../../../lib/api-client';
import { useIdempotentMutation } from '../../../lib/intent-key';
import { SettingsSection } from './section';

const MODERATION_KEY = ['account', 'moderation'] as const;

export const APPEAL_STATUS_TEXT = {
  pending: 'You appealed. A moderator who did not take this decision will answer.',
  upheld: 'You appealed; the decision was kept.',
  overturned: 'You appealed; the decision was overturned.',
} as const;

const formatWhen = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'long', timeStyle: 'short' });

function title(entry: OwnModerationEntry): string {
  if (entry.action === 'warn') return `Warning of ${formatWhen(entry.createdAt)}`;
  const until = entry.until ? `until ${formatWhen(entry.until)}` : 'until a moderator lifts it';
  return `Suspension of ${formatWhen(entry.createdAt)}, ${entry.active ? until : 'over'}`;
}

/** Appeal one decision, once, with a text (POST /api/account/appeals; one Idempotency-Key per intent). */
export function AppealDialog({ entry, open, onClose }: { entry: OwnModerationEntry; open: boolean; onClose: () => void }) {
  const [text, setText] = useState('');
  const [missing, setMissing] = useState(false);
  const titleId = useId();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const send = useIdempotentMutation({
    mutationFn: (body: { actionId: string; text: string }, idempotencyKey) => api.post<{ id: string }>('/api/account/appeals', body, { idempotencyKey }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return setMissing(true);
    send.mutate(
      { actionId: entry.id, text: text.trim() },
      {
        onSuccess: () => {
          toast({ title: 'Appeal sent', description: 'A moderator who did not take this decision will answer. You will be told in the app and by email.' });
          void queryClient.invalidateQueries({ queryKey: MODERATION_KEY });
          onClose();
        },
      },
    );
  };
  return (
    <Dialog open={open} onClose={() => !send.isPending && onClose()} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>Appeal this decision</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>You can appeal each decision once. Say why you think it was wrong.</DialogContentText>
            {send.isError && <Alert severity="error">{messageOf(send.error)}</Alert>}
            <TextField
              label="Your appeal"
              value={text}
              onChange={(e) => {
                setText(e.target.value);
                setMissing(false);
              }}
              error={missing}
              helperText={missing ? 'Write your appeal' : `${text.length}/${APPEAL_TEXT_MAX}`}
              multiline
              minRows={4}
              required
              slotProps={{ htmlInput: { maxLength: APPEAL_TEXT_MAX } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={send.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={send.isPending || send.isSuccess}>
            {send.isPending ? 'Sending...' : 'Send appeal'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/**
 * Settings: the warnings and suspensions a moderator gave her, with their reasons (never who), and
 * an appeal for each, once (issue 32). Shown only when there is one.
 */
export function ModerationSection() {
  const list = useQuery({ queryKey: MODERATION_KEY, queryFn: () => api.get<OwnModerationEntry[]>('/api/account/moderation') });
  const [appealing, setAppealing] = useState<OwnModerationEntry | null>(null);
  if (!list.data || list.data.length === 0) return null;
  return (
    <Box id="moderation">
      <SettingsSection id="moderation-section" title="Warnings and suspensions" description="Moderators' decisions about your account, and why. You can appeal each one once.">
        <Stack component="ul" spacing={2} sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {list.data.map((entry) => (
            <Box component="li" key={entry.id}>
              <Alert severity={entry.action === 'warn' ? 'warning' : 'error'} variant="outlined">
                <Typography sx={{ fontWeight: 600 }}>{title(entry)}</Typography>
                <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>Reason: {entry.reason}</Typography>
                {entry.appeal ? (
                  <Typography variant="body2" sx={{ mt: 1 }}>
                    {APPEAL_STATUS_TEXT[entry.appeal.status]}
                  </Typography>
                ) : (
                  <Button size="small" variant="outlined" sx={{ mt: 1 }} onClick={() => setAppealing(entry)}>
                    Appeal
                  </Button>
                )}
              </Alert>
            </Box>
          ))}
        </Stack>
      </SettingsSection>
      {appealing && <AppealDialog entry={appealing} open onClose={() => setAppealing(null)} />}
    </Box>
  );
}
