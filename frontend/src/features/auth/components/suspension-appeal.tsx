import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppealForm, MODERATION_NS } from '../../../components/appeal-form';
import { api } from '../../../lib/api-client';
import type { SuspensionAnswer } from '../suspension';

/**
 * Under a suspended member's refused sign-in (issue 32): she has no session, so she appeals with the
 * email and password she just typed (POST /api/auth/suspension-appeal), once, through the one
 * appeal form.
 */
export function SuspensionAppeal({ suspension, email, password }: { suspension: SuspensionAnswer; email: string; password: string }) {
  const { t, ready } = useTranslation(MODERATION_NS, { useSuspense: false });
  const [sent, setSent] = useState(false);
  if (!ready) return null;
  if (suspension.appealed) return <Alert severity="info">{t('signIn.already')}</Alert>;
  if (sent) return <Alert severity="success" role="status">{t('signIn.sent')}</Alert>;
  return (
    <Box component="section" aria-label={t('signIn.region')} sx={{ mt: 2 }}>
      <AppealForm
        label={t('signIn.label')}
        send={(text, idempotencyKey) => api.post<{ id: string }>('/api/auth/suspension-appeal', { email: email.trim(), password, text }, { idempotencyKey })}
        onSent={() => setSent(true)}
      />
    </Box>
  );
}
