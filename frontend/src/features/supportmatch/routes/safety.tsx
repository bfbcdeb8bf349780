import BlockOutlined from '@mui/icons-material/BlockOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Fragment, useState } from 'react';
import { CenteredSpinner } from '../../../components/centered-spinner';
import { LoadError } from '../../../components/load-error';
import { PageHeader } from '../../../components/page-header';
import { PanelCard } from '../../../components/panel-card';
import { useToast } from '../../../components/toast';
import { messageOf } from '../../../lib/api-client';
import type { Exclusion } from '@pfe/contracts';
import { useDeleteExclusion } from '../api/delete-exclusion';
import { useExclusions } from '../api/get-exclusions';
import { BackLink } from '../components/back-link';
import { BlockUserDialog } from '../components/block-user-dialog';
import { formatDate } from '../format';

export const NO_BLOCKS_TEXT = "You haven't blocked anyone.";

function BlockedRow({ exclusion, onUnblock, pending }: { exclusion: Exclusion; onUnblock: () => void; pending: boolean }) {
  const name = exclusion.excludedNickname || 'A former member';
  return (
    <Box
      component="li"
      aria-label={name}
      sx={{ display: 'flex', alignItems: { xs: 'flex-start', sm: 'center' }, flexDirection: { xs: 'column', sm: 'row' }, gap: 1.5, py: 2 }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{name}</Typography>
        {exclusion.reason && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            Reason: {exclusion.reason}
          </Typography>
        )}
        <Typography variant="caption" color="text.secondary">
          Blocked {formatDate(exclusion.createdAt)}
        </Typography>
      </Box>
      <Button variant="outlined" size="small" onClick={onUnblock} disabled={pending} aria-label={`Unblock ${name}`}>
        {pending ? 'Unblocking...' : 'Unblock'}
      </Button>
    </Box>
  );
}

/** /apps/supportmatch/safety (spec §2 Safety & Privacy): the blocked members and the Block User dialog. */
export function SupportMatchSafetyRoute() {
  const exclusions = useExclusions();
  const unblock = useDeleteExclusion();
  const [dialogOpen, setDialogOpen] = useState(false);
  const { toast } = useToast();

  const onUnblock = (id: string) =>
    unblock.mutate(id, {
      onError: (error) => toast({ title: 'Error', description: messageOf(error, 'Failed to unblock user'), variant: 'destructive' }),
    });

  return (
    <>
      <BackLink />
      <PageHeader title="Safety & Privacy" subtitle="Control who can reach you on SupportMatch." />
      <Stack spacing={3}>
        <PanelCard component="section" aria-labelledby="sm-blocked-title">
          <Stack spacing={1}>
            <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ justifyContent: 'space-between', alignItems: { xs: 'flex-start', sm: 'center' }, gap: 1.5 }}>
              <Box>
                <Typography id="sm-blocked-title" variant="h6" component="h2">
                  Blocked Users
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  Blocked members can&apos;t message you and are never matched with you. They aren&apos;t told.
                </Typography>
              </Box>
              <Button variant="contained" color="error" startIcon={<BlockOutlined />} onClick={() => setDialogOpen(true)} sx={{ flexShrink: 0 }}>
                Block User
              </Button>
            </Stack>
            {exclusions.isPending ? (
              <CenteredSpinner label="Loading blocked users" />
            ) : exclusions.isError ? (
              <LoadError error={exclusions.error} onRetry={() => void exclusions.refetch()} />
            ) : exclusions.data.length === 0 ? (
              <Typography color="text.secondary" sx={{ pt: 2 }}>
                {NO_BLOCKS_TEXT}
              </Typography>
            ) : (
              <Box component="ul" aria-label="Blocked users" sx={{ m: 0, p: 0, listStyle: 'none' }}>
                {exclusions.data.map((e, i) => (
                  <Fragment key={e.id}>
                    {i > 0 && <Divider component="li" aria-hidden />}
                    <BlockedRow exclusion={e} onUnblock={() => onUnblock(e.id)} pending={unblock.isPending && unblock.variables === e.id} />
                  </Fragment>
                ))}
              </Box>
            )}
          </Stack>
        </PanelCard>
        <PanelCard component="section" aria-labelledby="sm-tips-title">
          <Typography id="sm-tips-title" variant="h6" component="h2" sx={{ mb: 1 }}>
            Staying safe
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5, '& li': { mb: 0.5 } }}>
            <Typography component="li">Your partner sees only your nickname. Share personal details only if you want to.</Typography>
            <Typography component="li">You can report your partner from the partnership page; an admin reviews every report.</Typography>
            <Typography component="li">If you are in danger, contact your local emergency services.</Typography>
          </Box>
        </PanelCard>
      </Stack>
      <BlockUserDialog open={dialogOpen} onClose={() => setDialogOpen(false)} />
    </>
  );
}
