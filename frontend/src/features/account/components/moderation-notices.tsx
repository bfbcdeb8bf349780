import { useTranslation } from 'react-i18next';
import { i18n, intlLocale } from '../../../lib/i18n';
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

/** The English words (the tests' handles); shown in the UI's language (`account:moderation`). */
export const APPEAL_STATUS_TEXT = {
  pending: 'You appealed. A moderator who did not take this decision will answer.',
  upheld: 'You appealed; the decision was kept.',
  overturned: 'You appealed; the decision was overturned.',
} as const;

const formatWhen = (iso: string) => new Date(iso).toLocaleString(intlLocale(), { dateStyle: 'long', timeStyle: 'short' });

function title(entry: OwnModerationEntry): string {
  if (entry.action === 'warn') return i18n.t('account:moderation.warning', { date: formatWhen(entry.createdAt) });
  const until = entry.until ? i18n.t('account:moderation.until', { date: formatWhen(entry.until) }) : i18n.t('account:moderation.untilLifted');
  return i18n.t('account:moderation.suspension', { date: formatWhen(entry.createdAt), state: entry.active ? until : i18n.t('account:moderation.over') });
}

/** Appeal one decision, once, with a text (POST /api/account/appeals; one Idempotency-Key per intent). */
export function AppealDialog({ entry, open, onClose }: { entry: OwnModerationEntry; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('account');
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
          toast({ title: t('moderation.sentTitle'), description: t('moderation.sent') });
          void queryClient.invalidateQueries({ queryKey: MODERATION_KEY });
          onClose();
        },
      },
    );
  };
  return (
    <Dialog open={open} onClose={() => !send.isPending && onClose()} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{t('moderation.dialogTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>{t('moderation.dialogText')}</DialogContentText>
            {send.isError && <Alert severity="error">{messageOf(send.error)}</Alert>}
            <TextField
              label={t('moderation.yours')}
              value={text}
              onChange={(e) => {
                setText(e.target.value);
                setMissing(false);
              }}
              error={missing}
              helperText={missing ? t('moderation.write') : `${text.length}/${APPEAL_TEXT_MAX}`}
              multiline
              minRows={4}
              required
              slotProps={{ htmlInput: { maxLength: APPEAL_TEXT_MAX } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={send.isPending}>
            {t('common:cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={send.isPending || send.isSuccess}>
            {send.isPending ? t('moderation.sending') : t('moderation.send')}
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
  const { t } = useTranslation('account');
  const [appealing, setAppealing] = useState<OwnModerationEntry | null>(null);
  if (!list.data || list.data.length === 0) return null;
  return (
    <Box id="moderation">
      <SettingsSection id="moderation-section" title={t('moderation.title')} description={t('moderation.description')}>
        <Stack component="ul" spacing={2} sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {list.data.map((entry) => (
            <Box component="li" key={entry.id}>
              <Alert severity={entry.action === 'warn' ? 'warning' : 'error'} variant="outlined">
                <Typography sx={{ fontWeight: 600 }}>{title(entry)}</Typography>
                <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{t('moderation.reason', { reason: entry.reason })}</Typography>
                {entry.appeal ? (
                  <Typography variant="body2" sx={{ mt: 1 }}>
                    {t(`moderation.appeal.${entry.appeal.status}`)}
                  </Typography>
                ) : (
                  <Button size="small" variant="outlined" sx={{ mt: 1 }} onClick={() => setAppealing(entry)}>
                    {t('moderation.button')}
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
