import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { APPEAL_TEXT_MAX } from '@pfe/contracts';
import { useState } from 'react';
import { api, messageOf } from '../../../lib/api-client';
import { useIdempotentMutation } from '../../../lib/intent-key';
import type { SuspensionAnswer } from '../suspension';

export const APPEAL_SENT_TEXT = 'Your appeal was sent. A moderator who did not suspend you will answer; you will be told by email.';
export const ALREADY_APPEALED_TEXT = 'You appealed this suspension. A moderator will answer; you will be told by email.';

/**
 * Under a suspended member's refused sign-in (issue 32): she has no session, so she appeals with the
 * email and password she just typed (POST /api/auth/suspension-appeal), once.
 */
export function SuspensionAppeal({ suspension, email, password }: { suspension: SuspensionAnswer; email: string; password: string }) {
  const { t } = useTranslation('auth');
  const [text, setText] = useState('');
  const [missing, setMissing] = useState(false);
  const send = useIdempotentMutation({
    mutationFn: (body: { email: string; password: string; text: string }, idempotencyKey) => api.post<{ id: string }>('/api/auth/suspension-appeal', body, { idempotencyKey }),
  });
  if (suspension.appealed) return <Alert severity="info">{t('appeal.already')}</Alert>;
  if (send.isSuccess) return <Alert severity="success" role="status">{t('appeal.sent')}</Alert>;
  return (
    <Stack spacing={1} component="section" aria-label={t('appeal.section')} sx={{ mt: 2 }}>
      {send.isError && <Alert severity="error">{messageOf(send.error)}</Alert>}
      <TextField
        label={t('appeal.label')}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setMissing(false);
        }}
        error={missing}
        helperText={missing ? t('appeal.write') : `${text.length}/${APPEAL_TEXT_MAX}`}
        multiline
        minRows={3}
        slotProps={{ htmlInput: { maxLength: APPEAL_TEXT_MAX } }}
      />
      <Button
        variant="outlined"
        disabled={send.isPending}
        onClick={() => (text.trim() ? send.mutate({ email: email.trim(), password, text: text.trim() }) : setMissing(true))}
      >
        {send.isPending ? t('appeal.sending') : t('appeal.send')}
      </Button>
    </Stack>
  );
}
