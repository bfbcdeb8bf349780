import BlockOutlined from '@mui/icons-material/BlockOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BlockedList, UnblockDialog, type BlockedEntry } from '../../../components/blocked-list';
import { CenteredSpinner } from '../../../components/centered-spinner';
import { LoadError } from '../../../components/load-error';
import { PageHeader } from '../../../components/page-header';
import { PanelCard } from '../../../components/panel-card';
import { useToast } from '../../../components/toast';
import { messageOf } from '../../../lib/api-client';
import { useBlockMember } from '../../../lib/blocks';
import { i18n } from '../../../lib/i18n';
import type { Exclusion } from '@pfe/contracts/supportmatch';
import { useDeleteExclusion } from '../api/delete-exclusion';
import { useExclusions } from '../api/get-exclusions';
import { BackLink } from '../../../components/back-link';
import { BlockUserDialog } from '../components/block-user-dialog';
import { SUPPORTMATCH_PATHS } from '../paths';

const nameOf = (exclusion: Exclusion) => exclusion.excludedNickname || i18n.t('supportmatch:safety.formerMember');
const entryOf = (e: Exclusion): BlockedEntry => ({ id: e.id, name: nameOf(e), reason: e.reason, createdAt: e.createdAt });

/** What unblocking changes, said before it happens (a mistake would re-expose the member to the person they blocked). */
export const unblockWarning = (name: string) => i18n.t('supportmatch:safety.unblockWarning', { name });

/**
 * /apps/supportmatch/safety (spec §2 Safety & Privacy): the blocked members and the Block User
 * dialog. Unblocking asks first, then says it is done in a toast with Undo, which blocks the same
 * member again on the platform's list (she knows whom she had blocked; with the same private reason;
 * the block gets a new id, the list is refreshed).
 */
export function SupportMatchSafetyRoute() {
  const { t } = useTranslation('supportmatch');
  const exclusions = useExclusions();
  const unblock = useDeleteExclusion();
  const reblock = useBlockMember();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [confirming, setConfirming] = useState<Exclusion | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  /** The row the dialog came from is gone (unblocked): focus the list's heading once the dialog has closed. */
  const focusHeading = useRef(false);
  const { toast } = useToast();

  /** Undo: the same member, the same reason. Works after leaving the page too (the toast outlives it). */
  const blockAgain = async (exclusion: Exclusion) => {
    const name = nameOf(exclusion);
    try {
      await reblock.mutateAsync({ userId: exclusion.excludedUserId, ...(exclusion.reason ? { reason: exclusion.reason } : {}) });
      toast({ title: t('safety.blockedAgainTitle', { name }), description: t('safety.blockedAgain', { name }) });
    } catch (error) {
      toast({ title: t('common.error'), description: messageOf(error, t('safety.blockFailed')), variant: 'destructive' });
    }
  };

  const onConfirm = (exclusion: Exclusion) =>
    unblock.mutate(exclusion.id, {
      onSuccess: () => {
        focusHeading.current = true;
        setConfirming(null);
        const name = nameOf(exclusion);
        toast({
          title: t('safety.unblockedTitle', { name }),
          description: t('safety.unblocked'),
          action: { label: t('safety.undo'), onClick: () => void blockAgain(exclusion) },
        });
      },
      onError: (error) => {
        setConfirming(null);
        toast({ title: t('common.error'), description: messageOf(error, t('safety.unblockFailed')), variant: 'destructive' });
      },
    });

  return (
    <>
      <BackLink to={SUPPORTMATCH_PATHS.dashboard} label="SupportMatch" />
      <PageHeader title={t('safety.title')} subtitle={t('safety.subtitle')} />
      <Stack spacing={3}>
        <PanelCard component="section" aria-labelledby="sm-blocked-title">
          <Stack spacing={1}>
            <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ justifyContent: 'space-between', alignItems: { xs: 'flex-start', sm: 'center' }, gap: 1.5 }}>
              <Box>
                <Typography id="sm-blocked-title" variant="h6" component="h2" ref={headingRef} tabIndex={-1} sx={{ '&:focus': { outline: 'none' } }}>
                  {t('safety.blockedUsers')}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('safety.blockedIntro')}
                </Typography>
              </Box>
              <Button variant="contained" color="error" startIcon={<BlockOutlined />} onClick={() => setDialogOpen(true)} sx={{ flexShrink: 0 }}>
                {t('safety.blockUser')}
              </Button>
            </Stack>
            {exclusions.isPending ? (
              <CenteredSpinner label={t('safety.loadingBlocked')} />
            ) : exclusions.isError ? (
              <LoadError error={exclusions.error} onRetry={() => void exclusions.refetch()} />
            ) : exclusions.data.length === 0 ? (
              <Typography color="text.secondary" sx={{ pt: 2 }}>
                {t('safety.noBlocks')}
              </Typography>
            ) : (
              <BlockedList label={t('safety.blockedList')} entries={exclusions.data.map(entryOf)} onUnblock={(entry) => setConfirming(exclusions.data.find((e) => e.id === entry.id) ?? null)} />
            )}
          </Stack>
        </PanelCard>
        <PanelCard component="section" aria-labelledby="sm-tips-title">
          <Typography id="sm-tips-title" variant="h6" component="h2" sx={{ mb: 1 }}>
            {t('safety.tipsTitle')}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5, '& li': { mb: 0.5 } }}>
            <Typography component="li">{t('safety.tipNickname')}</Typography>
            <Typography component="li">{t('safety.tipReport')}</Typography>
            <Typography component="li">{t('safety.tipDanger')}</Typography>
          </Box>
        </PanelCard>
      </Stack>
      <BlockUserDialog open={dialogOpen} onClose={() => setDialogOpen(false)} />
      <UnblockDialog
        entry={confirming && entryOf(confirming)}
        warning={unblockWarning}
        pending={unblock.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={() => confirming && onConfirm(confirming)}
        onClosed={() => {
          // The row (and its Unblock button) is gone: keep the focus in the list's section.
          if (focusHeading.current) headingRef.current?.focus();
          focusHeading.current = false;
        }}
      />
    </>
  );
}
