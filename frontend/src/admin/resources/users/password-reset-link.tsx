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
import { useAdminT } from '../../lib/i18n';

/** The English of `users.reset.adminAccount` and `users.reset.pending` (admin.json), as the tests read them. */
export const ADMIN_ACCOUNT_TEXT = "An admin account cannot get a reset link here. Another admin's password is reset on the server with the CLI (npm run cli -- reset-password).";
export const PENDING_TEXT = 'Waiting for another admin to approve it. The admin who approves it sees the link, once.';

/** The link, shown once: nobody can read it again (the server keeps only its hash). */
function ShownOnce({ link }: { link: PasswordResetLink }) {
  const t = useAdminT();
  const toast = useAdminToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link.url);
      toast({ title: t('users.reset.copied'), description: t('users.reset.copiedText') });
    } catch {
      toast({ title: t('common.error'), description: t('users.reset.copyFailed'), variant: 'destructive' });
    }
  };
  return (
    <>
      <Alert severity="warning" sx={{ mb: 2 }}>
        {t('users.reset.shownOnce', { until: formatDateTime(link.expiresAt, '') })}
      </Alert>
      <TextField label={t('users.reset.link')} value={link.url} fullWidth size="small" slotProps={{ input: { readOnly: true } }} onFocus={(e) => e.target.select()} />
      <Button sx={{ mt: 1 }} onClick={() => void copy()}>
        {t('users.reset.copy')}
      </Button>
    </>
  );
}

/**
 * The admin links waiting for a second admin (one member's, or all of them): another admin approves
 * one and sees its link, once; the admin who asked for it waits.
 */
export function PendingResetLinks({ userId }: { userId?: string }) {
  const t = useAdminT();
  const toast = useAdminToast();
  const pending = usePendingResetLinks();
  const approve = useApproveResetLink();
  const [confirming, setConfirming] = useState<PendingPasswordResetLink | null>(null);
  const askedBy = (link: PendingPasswordResetLink) => t('users.reset.askedBy', { who: link.mine ? t('users.reset.you') : (link.createdByEmail ?? t('users.reset.formerAdmin')) });
  const links = (pending.data ?? []).filter((l) => !userId || l.userId === userId);
  if (approve.data) return <ShownOnce link={approve.data} />;
  if (links.length === 0) return null;
  return (
    <>
      <List dense disablePadding aria-label={t('users.reset.listLabel')}>
        {links.map((link) => (
          <ListItem
            key={link.id}
            disableGutters
            divider
            sx={{ flexWrap: 'wrap', gap: 1, '&:last-of-type': { borderBottom: 0 } }}
          >
            <ListItemText
              primary={userId ? askedBy(link) : t('users.reset.for', { email: link.userEmail })}
              secondary={`${userId ? '' : `${askedBy(link)} · `}${formatDateTime(link.createdAt)} · ${t('users.reset.lapses', { date: formatDateTime(link.expiresAt) })}`}
            />
            {link.mine ? (
              <Typography variant="body2" color="text.secondary">
                {t('users.reset.waiting')}
              </Typography>
            ) : (
              <Button variant="outlined" size="small" onClick={() => setConfirming(link)} disabled={approve.isPending}>
                {t('users.reset.approve')}
              </Button>
            )}
          </ListItem>
        ))}
      </List>
      <ConfirmDialog
        open={confirming !== null}
        loading={approve.isPending}
        title={t('users.reset.approveTitle')}
        content={t('users.reset.approveText', { email: confirming?.userEmail ?? t('users.reset.thisMember') })}
        confirm={t('users.reset.approveConfirm')}
        icon={<LockResetOutlined />}
        onConfirm={() =>
          confirming &&
          approve.mutate(confirming.id, {
            onSettled: () => setConfirming(null),
            onError: (error) => toast({ title: t('common.error'), description: messageOf(error), variant: 'destructive' }),
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
  const t = useAdminT();
  const toast = useAdminToast();
  const [confirming, setConfirming] = useState(false);
  const make = useMakeResetLink(userId);
  const made = make.data;
  return (
    <SectionCard title={t('users.reset.card')} description={t('users.reset.cardDescription')}>
      {isAdmin ? (
        <Typography color="text.secondary">{t('users.reset.adminAccount')}</Typography>
      ) : made && isLink(made) ? (
        <ShownOnce link={made} />
      ) : (
        <>
          {made && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {t('users.reset.pending')}
            </Alert>
          )}
          <PendingResetLinks userId={userId} />
          <Button sx={{ mt: 1 }} variant="outlined" startIcon={<LockResetOutlined />} onClick={() => setConfirming(true)} disabled={make.isPending}>
            {t('users.reset.make')}
          </Button>
        </>
      )}
      <ConfirmDialog
        open={confirming}
        loading={make.isPending}
        title={t('users.reset.makeTitle')}
        content={t('users.reset.makeText')}
        confirm={t('users.reset.makeConfirm')}
        icon={<LockResetOutlined />}
        onConfirm={() =>
          make.mutate(undefined, {
            onSettled: () => setConfirming(false),
            onError: (error) => toast({ title: t('common.error'), description: messageOf(error), variant: 'destructive' }),
          })
        }
        onClose={() => setConfirming(false)}
      />
    </SectionCard>
  );
}
