import BlockOutlined from '@mui/icons-material/BlockOutlined';
import ConfirmationNumberOutlined from '@mui/icons-material/ConfirmationNumberOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Confirm, useCreatePath, useGetList, useUpdate } from 'react-admin';
import { InviteStatusBadge } from '../../components/badges';
import { EmptyState, ErrorState, LoadingState } from '../../components/list-state';
import { SectionCard } from '../../components/section-card';
import { useAdminToast } from '../../components/use-admin-toast';
import { useIsMobile } from '../../components/use-is-mobile';
import { formatExpiry, inviteStatus, usagePercent } from '../../lib/format';
import type { Invite } from '../../types';
import { CopyCodeButton } from './copy-code-button';

/** Spec §9: the invite list shows at most 10 rows. */
export const RECENT_INVITES_LIMIT = 10;

export const INVITES_TEXT = {
  card: 'Recent Invite Codes',
  loading: 'Loading invite codes...',
  empty: 'No invite codes generated yet',
} as const;

function CodeCell({ invite }: { invite: Invite }) {
  const createPath = useCreatePath();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <Typography
        component={Link}
        to={createPath({ resource: 'invites', type: 'show', id: invite.id })}
        sx={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontWeight: 600, letterSpacing: '0.04em', color: 'text.primary', textDecoration: 'none', '&:hover': { textDecoration: 'underline' } }}
      >
        {invite.code}
      </Typography>
      <CopyCodeButton code={invite.code} />
    </Box>
  );
}

/** "used/max", the percentage and a progress bar. */
export function Usage({ invite }: { invite: Invite }) {
  const percent = usagePercent(invite.currentUses, invite.maxUses);
  return (
    <Box sx={{ minWidth: 120 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="body2">
          {invite.currentUses}/{invite.maxUses}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {percent}%
        </Typography>
      </Box>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label={`${invite.currentUses} of ${invite.maxUses} uses`}
        sx={{ mt: 0.5, height: 6, borderRadius: 3 }}
      />
    </Box>
  );
}

function DeactivateButton({ invite, onDeactivate }: { invite: Invite; onDeactivate: (invite: Invite) => void }) {
  if (!invite.isActive) return null;
  return (
    <Button size="small" color="error" startIcon={<BlockOutlined />} onClick={() => onDeactivate(invite)} aria-label={`Deactivate ${invite.code}`}>
      Deactivate
    </Button>
  );
}

function InvitesTable({ invites, now, onDeactivate }: { invites: Invite[]; now: Date; onDeactivate: (invite: Invite) => void }) {
  return (
    <TableContainer>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>Code</TableCell>
            <TableCell>Usage</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Expires</TableCell>
            <TableCell align="right">Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {invites.map((invite) => (
            <TableRow key={invite.id} hover>
              <TableCell>
                <CodeCell invite={invite} />
              </TableCell>
              <TableCell sx={{ width: 200 }}>
                <Usage invite={invite} />
              </TableCell>
              <TableCell>
                <InviteStatusBadge status={inviteStatus(invite, now)} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatExpiry(invite.expiresAt)}</TableCell>
              <TableCell align="right">
                <DeactivateButton invite={invite} onDeactivate={onDeactivate} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function InviteCards({ invites, now, onDeactivate }: { invites: Invite[]; now: Date; onDeactivate: (invite: Invite) => void }) {
  return (
    <Stack spacing={1.5} sx={{ px: 2, pb: 2 }}>
      {invites.map((invite) => (
        <Card key={invite.id} variant="outlined" sx={{ p: 2 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
            <CodeCell invite={invite} />
            <InviteStatusBadge status={inviteStatus(invite, now)} />
          </Box>
          <Box sx={{ mt: 1.5 }}>
            <Usage invite={invite} />
          </Box>
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mt: 1.5, flexWrap: 'wrap' }}>
            <Typography variant="body2" color="text.secondary">
              Expires: <Box component="span" sx={{ color: 'text.primary' }}>{formatExpiry(invite.expiresAt)}</Box>
            </Typography>
            <DeactivateButton invite={invite} onDeactivate={onDeactivate} />
          </Box>
        </Card>
      ))}
    </Stack>
  );
}

/** "Recent Invite Codes": the first 10 codes, newest first (spec §2). */
export function RecentInvitesCard() {
  const isMobile = useIsMobile();
  const toast = useAdminToast();
  const [confirming, setConfirming] = useState<Invite | null>(null);
  const { data, isPending, error, refetch, dataUpdatedAt } = useGetList<Invite>('invites', {
    pagination: { page: 1, perPage: RECENT_INVITES_LIMIT },
    sort: { field: 'createdAt', order: 'DESC' },
  });
  const [update, { isPending: deactivating }] = useUpdate<Invite>();
  const invites = (data ?? []).slice(0, RECENT_INVITES_LIMIT);
  // Statuses are derived at the time the list was read (spec §4: an expiry in the past is "Expired").
  const now = new Date(dataUpdatedAt || Date.now());

  const deactivate = (invite: Invite) =>
    update(
      'invites',
      { id: invite.id, data: { isActive: false }, previousData: invite },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setConfirming(null);
          toast({ title: 'Success', description: `Invite code ${invite.code} deactivated` });
        },
        onError: (err) => {
          setConfirming(null);
          toast({ title: 'Error', description: err instanceof Error ? err.message : String(err), variant: 'destructive' });
        },
      },
    );

  return (
    <SectionCard title={INVITES_TEXT.card} description="The 10 most recent codes" disablePadding>
      {isPending ? (
        <LoadingState text={INVITES_TEXT.loading} />
      ) : error ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : invites.length === 0 ? (
        <EmptyState title={INVITES_TEXT.empty} icon={<ConfirmationNumberOutlined />} />
      ) : isMobile ? (
        <InviteCards invites={invites} now={now} onDeactivate={setConfirming} />
      ) : (
        <InvitesTable invites={invites} now={now} onDeactivate={setConfirming} />
      )}
      <Confirm
        isOpen={confirming !== null}
        loading={deactivating}
        title="Deactivate invite code"
        content={confirming ? `Deactivate ${confirming.code}? Nobody will be able to redeem it any more.` : ''}
        confirm="Deactivate"
        confirmColor="warning"
        onConfirm={() => confirming && deactivate(confirming)}
        onClose={() => setConfirming(null)}
      />
    </SectionCard>
  );
}
