import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { messageOf } from '../../../lib/api-client';
import { useIdempotentMutation } from '../../../lib/intent-key';
import { SectionCard } from '../../components/section-card';
import { moderationApi, type ModerationActBody } from './moderation-api';
import { useAdminT } from '../../lib/i18n';

type Choice = 'warn' | 'suspend-1' | 'suspend-7' | 'suspend-30' | 'suspend' | 'lift';
/** Labels: admin.json `moderation.actionForm.choices.<value>`. */
const CHOICES: readonly Choice[] = ['warn', 'suspend-1', 'suspend-7', 'suspend-30', 'suspend', 'lift'];

/** Warn, suspend or lift, always with a reason (the member reads it), optionally answering a report. */
export function ActionForm({ userId, reportId, onDone }: { userId: string; reportId?: string; onDone?: () => void }) {
  const t = useAdminT();
  const [choice, setChoice] = useState<Choice>('warn');
  const [reason, setReason] = useState('');
  // One action per press: a double press sends one request with one Idempotency-Key (issue 28).
  const act = useIdempotentMutation({
    mutationFn: (body: ModerationActBody, idempotencyKey) => moderationApi.act(body, { idempotencyKey }),
    onSuccess: () => {
      setReason('');
      onDone?.();
    },
  });
  const submit = () => {
    const [action, days] = choice.split('-') as ['warn' | 'suspend' | 'lift', string | undefined];
    act.mutate({ userId, action, days: action === 'suspend' ? (days ? Number(days) : null) : undefined, reason: reason.trim(), reportId });
  };
  return (
    <SectionCard title={t('moderation.actionForm.title')} description={t('moderation.actionForm.description')}>
      <Box component="form" noValidate onSubmit={(e) => { e.preventDefault(); if (reason.trim()) submit(); }} sx={{ display: 'grid', gap: 2 }}>
        {act.isError && <Alert severity="error">{messageOf(act.error)}</Alert>}
        {act.isSuccess && <Alert severity="success">{t('moderation.actionForm.done')}</Alert>}
        <TextField select label={t('moderation.actionForm.action')} value={choice} onChange={(e) => setChoice(e.target.value as Choice)} size="small">
          {CHOICES.map((c) => (
            <MenuItem key={c} value={c}>
              {t(`moderation.actionForm.choices.${c}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField label={t('moderation.actionForm.reason')} value={reason} onChange={(e) => setReason(e.target.value)} multiline minRows={2} required slotProps={{ htmlInput: { maxLength: 1000 } }} />
        <Button type="submit" variant="contained" disabled={act.isPending || !reason.trim()}>
          {act.isPending ? t('moderation.actionForm.saving') : t('moderation.actionForm.confirm')}
        </Button>
      </Box>
    </SectionCard>
  );
}
