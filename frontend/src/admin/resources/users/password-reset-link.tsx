import LockResetOutlined from '@mui/icons-material/LockResetOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { PasswordResetLink, PendingPasswordResetLink } from '@pfe/contracts';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { SectionCard } from '../../components/section-card';
import { useAdminToast } from '../../components/use-admin-toast';
import { messageOf } from '../../../lib/api-client';
import { formatDateTime } from '../../lib/format';
import { isLink, useApproveResetLink, useMakeResetLink, usePendingResetLinks } from './reset-links';

export const ADMIN_ACCOUNT_TEXT = "An admin account cannot get a reset link here. Another admin's password is reset on the server with the CLI (npm run cli -- reset-password).";
export const PENDING_TEXT = 'Waiting for another admin to approve it. The admin who approves it sees the link, once.';

/** The link, shown once: nobody can read it again (the server keeps only its hash). */
function ShownOnce({ link }: { link: PasswordResetLink }) {
  const toast = useAdminToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link.url);
      toast({ title: 'Copied', description: 'Reset link copied to clipboard' });
    } catch {
      toast({ title: 'Error', description: 'Could not copy the link. Select it and copy it by hand.', variant: 'destructive' });
    }
  };
  return (
    <>
      <Alert severity="warning" sx={{ mb: 2 }}>
        Shown once. It works one time, until {formatDateTime(link.expiresAt, '')}, and ends every session of the account.
      </Alert>
      <TextField label="Reset link" value={link.url} fullWidth size="small" slotProps={{ input: { readOnly: true } }} onFocus={(e) => e.target.select()} />
      <Button sx={{ mt: 1 }} onClick={() => void copy()}>
        Copy link
      </Button>
    </>
  );
}

/**
 * The admin links waiting for a second admin (one member's, or all of them): another admin approves
 * one and sees its link, once; the admin who asked for it waits.
 */
export function PendingResetLinks({ userId }: { userId?: string }) {
  const toast = useAdminToast();
  const pending = usePendingResetLinks();
  const approve = useApproveResetLink();
  const [confirming, setConfirming] = useState<PendingPasswordResetLink | null>(null);
  const links = (pending.data ?? []).filter((l) => !userId || l.userId === userId);
  if (approve.data) return <ShownOnce link={approve.data} />;
  if (links.length === 0) return null;
  return (
    <>
      <List dense disablePadding aria-label="Reset links waiting for approval">
        {links.map((link) => (
          <ListItem
            key={link.id}
            disableGutters
            divider
            sx={{ flexWrap: 'wrap', gap: 1, '&:last-of-type': { borderBottom: 0 } }}
          >
            <ListItemText
              primary={userId ? `Asked by ${link.mine ? 'you' : (link.createdByEmail ?? 'a former admin')}` : `For ${link.userEmail}`}
              secondary={`${userId ? '' : `Asked by ${link.mine ? 'you' : (link.createdByEmail ?? 'a former admin')} · `}${formatDateTime(link.createdAt)} · lapses ${formatDateTime(link.expiresAt)}`}
            />
            {link.mine ? (
              <Typography variant="body2" color="text.secondary">
                Waiting for another admin
              </Typography>
            ) : (
              <Button variant="outlined" size="small" onClick={() => setConfirming(link)} disabled={approve.isPending}>
                Approve
              </Button>
            )}
          </ListItem>
        ))}
      </List>
      <ConfirmDialog
        open={confirming !== null}
        loading={approve.isPending}
        title="Approve this reset link?"
        content={`Anyone with the link can set the password of ${confirming?.userEmail ?? 'this member'} for the next 24 hours. You will see the link once, to pass on through the support channel only. She is told in the app and by email.`}
        confirm="Approve and show link"
        icon={<LockResetOutlined />}
        onConfirm={() =>
          confirming &&
          approve.mutate(confirming.id, {
            onSettled: () => setConfirming(null),
            onError: (error) => toast({ title: 'Error', description: messageOf(error), variant: 'destructive' }),
          })
        }
        onClose={() => setConfirming(null)}
      />
    </>
  );
}

/**
 * For a member who cannot sign in (no email set up, or no access to it): a one-time link, valid 24
 * hours, to pass on through the support channel. With two or more admins it needs another admin's
 * approval first (four eyes). Shown once (never stored in the console); making a new one cancels
 * the previous one; she is told; the activity log records who asked and who approved, without the
 * link. Never for an admin account.
 */
export function PasswordResetLinkCard({ userId, isAdmin }: { userId: string; isAdmin: boolean }) {
  const toast = useAdminToast();
  const [confirming, setConfirming] = useState(false);
  const make = useMakeResetLink(userId);
  const made = make.data;
  return (
    <SectionCard title="Password reset link" description="For a member who cannot sign in. Pass the link on through the support channel only.">
      {isAdmin ? (
        <Typography color="text.secondary">{ADMIN_ACCOUNT_TEXT}</Typography>
      ) : made && isLink(made) ? (
        <ShownOnce link={made} />
      ) : (
        <>
          {made && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {PENDING_TEXT}
            </Alert>
          )}
          <PendingResetLinks userId={userId} />
          <Button sx={{ mt: 1 }} variant="outlined" startIcon={<LockResetOutlined />} onClick={() => setConfirming(true)} disabled={make.isPending}>
            Make reset link
          </Button>
        </>
      )}
      <ConfirmDialog
        open={confirming}
        loading={make.isPending}
        title="Make a password reset link?"
        content="Anyone with the link can set this member's password for the next 24 hours. An earlier link made for them stops working. When the platform has more than one admin, another admin must approve it, and sees it once. She is told in the app and by email."
        confirm="Make link"
        icon={<LockResetOutlined />}
        onConfirm={() =>
          make.mutate(undefined, {
            onSettled: () => setConfirming(false),
            onError: (error) => toast({ title: 'Error', description: messageOf(error), variant: 'destructive' }),
          })
        }
        onClose={() => setConfirming(false)}
      />
    </SectionCard>
  );
}
