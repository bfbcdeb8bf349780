import LockResetOutlined from '@mui/icons-material/LockResetOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import type { PasswordResetLink } from '@pfe/contracts';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { SectionCard } from '../../components/section-card';
import { useAdminToast } from '../../components/use-admin-toast';
import { api, messageOf } from '../../../lib/api-client';
import { formatDateTime } from '../../lib/format';

/**
 * For a member who cannot sign in (no email set up, or no access to it): a one-time link, valid 24
 * hours, to pass on through the support channel. Shown once (never stored in the console); making a
 * new one cancels the previous one; the activity log records it without the link.
 */
export function PasswordResetLinkCard({ userId }: { userId: string }) {
  const toast = useAdminToast();
  const [confirming, setConfirming] = useState(false);
  const make = useMutation({
    mutationFn: () => api.post<PasswordResetLink>(`/api/admin/users/${encodeURIComponent(userId)}/password-reset-link`),
    onSettled: () => setConfirming(false),
    onError: (error) => toast({ title: 'Error', description: messageOf(error), variant: 'destructive' }),
  });
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: 'Copied', description: 'Reset link copied to clipboard' });
    } catch {
      toast({ title: 'Error', description: 'Could not copy the link. Select it and copy it by hand.', variant: 'destructive' });
    }
  };
  return (
    <SectionCard title="Password reset link" description="For a member who cannot sign in. Pass the link on through the support channel only.">
      {make.data ? (
        <>
          <Alert severity="warning" sx={{ mb: 2 }}>
            Shown once. It works one time, until {formatDateTime(make.data.expiresAt, '')}, and ends every session of the account.
          </Alert>
          <TextField label="Reset link" value={make.data.url} fullWidth size="small" slotProps={{ input: { readOnly: true } }} onFocus={(e) => e.target.select()} />
          <Button sx={{ mt: 1 }} onClick={() => void copy(make.data.url)}>
            Copy link
          </Button>
        </>
      ) : (
        <Button variant="outlined" startIcon={<LockResetOutlined />} onClick={() => setConfirming(true)} disabled={make.isPending}>
          Make reset link
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        loading={make.isPending}
        title="Make a password reset link?"
        content="Anyone with the link can set this member's password for the next 24 hours. An earlier link you made for them stops working."
        confirm="Make link"
        icon={<LockResetOutlined />}
        onConfirm={() => make.mutate()}
        onClose={() => setConfirming(false)}
      />
    </SectionCard>
  );
}
