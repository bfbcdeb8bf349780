import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useToast } from '../../../components/toast';
import { messageOf } from '../../../lib/api-client';
import { useRedeemInvite } from '../api/redeem-invite';
import { useTranslation } from 'react-i18next';

/** Spec §9: invite codes are 12 uppercase characters. */
export const INVITE_CODE_LENGTH = 12;
/** Spec §4: after a successful redeem, go home after about 100 ms. */
export const REDIRECT_DELAY_MS = 100;

/** Spec §5: the input is forced to uppercase and cut at 12 characters. */
export function toInviteInput(raw: string): string {
  return raw.toUpperCase().slice(0, INVITE_CODE_LENGTH);
}

export function canSubmitInvite(code: string, pending: boolean): boolean {
  return code.length === INVITE_CODE_LENGTH && !pending;
}

export function InviteCodeForm() {
  const [code, setCode] = useState('');
  const { toast } = useToast();
  const navigate = useNavigate();
  const { t } = useTranslation('auth');
  const redeem = useRedeemInvite({
    onSuccess: () => {
      toast({ title: t('invite.welcome'), description: t('invite.welcomeDetail') });
      setTimeout(() => navigate('/', { replace: true }), REDIRECT_DELAY_MS);
    },
    onError: (error) => toast({ title: t('invite.invalid'), description: messageOf(error), variant: 'destructive' }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSubmitInvite(code, redeem.isPending)) redeem.mutate(code);
  };

  return (
    <Stack component="form" onSubmit={submit} spacing={2} noValidate>
      <TextField
        label={t('invite.label')}
        placeholder={t('invite.placeholder')}
        value={code}
        onChange={(event) => setCode(toInviteInput(event.target.value))}
        autoComplete="off"
        autoFocus
        fullWidth
        slotProps={{
          htmlInput: {
            maxLength: INVITE_CODE_LENGTH,
            autoCapitalize: 'characters',
            spellCheck: false,
            style: { textTransform: 'uppercase', letterSpacing: '0.15em', fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace' },
          },
        }}
      />
      <Button type="submit" variant="contained" size="large" disabled={!canSubmitInvite(code, redeem.isPending)} fullWidth>
        {redeem.isPending ? t('invite.pending') : t('invite.submit')}
      </Button>
    </Stack>
  );
}
