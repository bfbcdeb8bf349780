import PlayArrowOutlined from '@mui/icons-material/PlayArrowOutlined';
import StopCircleOutlined from '@mui/icons-material/StopCircleOutlined';
import Button from '@mui/material/Button';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useAdminToast } from '../../../components/use-admin-toast';
import { messageOf } from '../../../../lib/api-client';
import type { AdminDataProvider } from '../../../data-provider';
import type { SupportMatchAdminApi } from '../admin-api';
import type { MatchingRunResult, AdminPartnership as SupportMatchPartnership } from '@pfe/contracts/supportmatch';
import { partnersText } from '../lib';
import { SM_ERRORS } from '../texts';
import { useAdminT } from '../../../lib/i18n';
import { i18n } from '../../../../lib/i18n';

/**
 * "Run Matching": asks first, then POST .../partnerships/run-matching; in English the server's
 * message ("Matching complete: N pairs created, M members left unmatched." and the reasons in words)
 * is the success toast, in another language the counts in its words (the reasons are beside the
 * list), and `onResult` gets the result (its reason counts are shown beside the list).
 */
export function RunMatchingButton({ onResult }: { onResult?: (result: MatchingRunResult) => void } = {}) {
  const t = useAdminT();
  const dataProvider = useDataProvider<AdminDataProvider & SupportMatchAdminApi>();
  const toast = useAdminToast();
  const [confirming, setConfirming] = useState(false);
  const run = useMutation({
    mutationFn: () => dataProvider.runMatching(),
    onSuccess: (result) => {
      setConfirming(false);
      const description =
        i18n.language === 'en'
          ? result.message
          : t('supportmatch.partnerships.result.summary', {
              pairs: t('supportmatch.partnerships.result.pairs', { count: result.pairs }),
              unmatched: t('supportmatch.partnerships.result.unmatched', { count: result.unmatched }),
            });
      toast({ title: t('common.success'), description });
      onResult?.(result);
    },
    onError: (error) => {
      setConfirming(false);
      toast({ title: t('common.error'), description: messageOf(error, SM_ERRORS.runMatching), variant: 'destructive' });
    },
  });
  return (
    <>
      <Button variant="contained" startIcon={<PlayArrowOutlined />} onClick={() => setConfirming(true)} disabled={run.isPending}>
        {run.isPending ? t('supportmatch.partnerships.run.running') : t('supportmatch.partnerships.run.button')}
      </Button>
      <ConfirmDialog
        open={confirming}
        loading={run.isPending}
        title={t('supportmatch.partnerships.run.title')}
        content={t('supportmatch.partnerships.run.text')}
        confirm={t('supportmatch.partnerships.run.confirm')}
        icon={<PlayArrowOutlined />}
        onConfirm={() => run.mutate()}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}

/** "End" on an active partnership: asks first, then PUT .../partnerships/{id}/status {status: 'ended'}. */
export function EndPartnershipButton({ partnership }: { partnership: SupportMatchPartnership }) {
  const t = useAdminT();
  const dataProvider = useDataProvider<AdminDataProvider & SupportMatchAdminApi>();
  const toast = useAdminToast();
  const [confirming, setConfirming] = useState(false);
  const end = useMutation({
    mutationFn: () => dataProvider.setPartnershipStatus(String(partnership.id), 'ended'),
    onSuccess: () => {
      setConfirming(false);
      toast({ title: t('common.success'), description: t('supportmatch.partnerships.end.done', { partners: partnersText(partnership) }) });
    },
    onError: () => {
      setConfirming(false);
      toast({ title: t('common.error'), description: SM_ERRORS.endPartnership, variant: 'destructive' });
    },
  });
  if (partnership.status !== 'active') return null;
  return (
    <>
      <Button
        size="small"
        color="error"
        startIcon={<StopCircleOutlined />}
        onClick={(event) => {
          event.stopPropagation();
          setConfirming(true);
        }}
        disabled={end.isPending}
        // Named for the row it ends; while "Ending..." shows, that text is its name (WCAG 2.5.3).
        aria-label={end.isPending ? undefined : t('supportmatch.partnerships.end.label', { partners: partnersText(partnership) })}
      >
        {end.isPending ? t('supportmatch.partnerships.end.ending') : t('supportmatch.partnerships.end.button')}
      </Button>
      <ConfirmDialog
        open={confirming}
        loading={end.isPending}
        title={t('supportmatch.partnerships.end.title')}
        content={t('supportmatch.partnerships.end.text', { partners: partnersText(partnership) })}
        confirm={t('supportmatch.partnerships.end.confirm')}
        icon={<StopCircleOutlined />}
        destructive
        onConfirm={() => end.mutate()}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
