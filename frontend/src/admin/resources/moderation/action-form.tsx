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

type Choice = 'warn' | 'suspend-1' | 'suspend-7' | 'suspend-30' | 'suspend' | 'lift';
const CHOICES: { value: Choice; label: string }[] = [
  { value: 'warn', label: 'Warn' },
  { value: 'suspend-1', label: 'Suspend for 1 day' },
  { value: 'suspend-7', label: 'Suspend for 7 days' },
  { value: 'suspend-30', label: 'Suspend for 30 days' },
  { value: 'suspend', label: 'Suspend until lifted' },
  { value: 'lift', label: 'Lift the suspension' },
];

/** Warn, suspend or lift, always with a reason (the member reads it), optionally answering a report. */
export function ActionForm({ userId, reportId, onDone }: { userId: string; reportId?: string; onDone?: () => void }) {
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
    <SectionCard title="Take an action" description="The member sees the action and your reason, never your name.">
      <Box component="form" noValidate onSubmit={(e) => { e.preventDefault(); if (reason.trim()) submit(); }} sx={{ display: 'grid', gap: 2 }}>
        {act.isError && <Alert severity="error">{messageOf(act.error)}</Alert>}
        {act.isSuccess && <Alert severity="success">Done</Alert>}
        <TextField select label="Action" value={choice} onChange={(e) => setChoice(e.target.value as Choice)} size="small">
          {CHOICES.map((c) => (
            <MenuItem key={c.value} value={c.value}>
              {c.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField label="Reason" value={reason} onChange={(e) => setReason(e.target.value)} multiline minRows={2} required slotProps={{ htmlInput: { maxLength: 1000 } }} />
        <Button type="submit" variant="contained" disabled={act.isPending || !reason.trim()}>
          {act.isPending ? 'Saving...' : 'Confirm'}
        </Button>
      </Box>
    </SectionCard>
  );
}
