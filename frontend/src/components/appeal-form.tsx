import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { APPEAL_TEXT_MAX } from '@pfe/contracts';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../lib/api-client';
import { useIdempotentMutation } from '../lib/intent-key';

/** The moderation screens' namespace (issue 32), fetched the first time one of them shows. */
export const MODERATION_NS = 'moderation';

export interface AppealFormProps {
  /** The text field's label. */
  label: string;
  minRows?: number;
  /** Sends the trimmed text; one Idempotency-Key per intent (lib/intent-key). */
  send: (text: string, idempotencyKey: string) => Promise<unknown>;
  /** Once the appeal went through. */
  onSent?: () => void;
  /** Shows a Cancel button (disabled while sending). */
  onCancel?: () => void;
  /** Told when sending starts and ends (a dialog around it stays open meanwhile). */
  onPendingChange?: (pending: boolean) => void;
}

/**
 * The one appeal form of a warning or suspension (issue 32): a text (required, at most
 * APPEAL_TEXT_MAX characters, trimmed), the server's refusal shown above it, Send disabled while on
 * its way and once sent. Settings' Appeal dialog and the suspended member's sign-in both use it;
 * each says what happens after.
 */
export function AppealForm({ label, minRows = 3, send, onSent, onCancel, onPendingChange }: AppealFormProps) {
  const { t } = useTranslation(MODERATION_NS);
  const [text, setText] = useState('');
  const [missing, setMissing] = useState(false);
  const mutation = useIdempotentMutation({ mutationFn: (body: string, idempotencyKey) => send(body, idempotencyKey) });
  const pending = mutation.isPending;
  useEffect(() => onPendingChange?.(pending), [pending, onPendingChange]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (!trimmed) return setMissing(true);
    mutation.mutate(trimmed, { onSuccess: () => onSent?.() });
  };
  return (
    <Stack component="form" spacing={1.5} onSubmit={submit} noValidate>
      {mutation.isError && <Alert severity="error">{messageOf(mutation.error)}</Alert>}
      <TextField
        label={label}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setMissing(false);
        }}
        error={missing}
        helperText={missing ? t('appeal.missing') : t('appeal.length', { length: text.length, max: APPEAL_TEXT_MAX })}
        multiline
        minRows={minRows}
        required
        slotProps={{ htmlInput: { maxLength: APPEAL_TEXT_MAX } }}
      />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        {onCancel && (
          <Button onClick={onCancel} disabled={pending}>
            {t('appeal.cancel')}
          </Button>
        )}
        <Button type="submit" variant="contained" disabled={pending || mutation.isSuccess}>
          {pending ? t('appeal.sending') : t('appeal.send')}
        </Button>
      </Stack>
    </Stack>
  );
}
