import PlayArrowOutlined from '@mui/icons-material/PlayArrowOutlined';
import StopCircleOutlined from '@mui/icons-material/StopCircleOutlined';
import Button from '@mui/material/Button';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useDataProvider } from 'react-admin';
import { useAdminToast } from '../../../components/use-admin-toast';
import type { AdminDataProvider } from '../../../data-provider';
import type { AdminPartnership as SupportMatchPartnership } from '@pfe/contracts';
import { partnersText, serverMessageOr } from '../lib';
import { SM_ERRORS } from '../texts';

/**
 * "Run Matching": asks first, then POST .../partnerships/run-matching; the server's message
 * ("Matching complete: N pairs created, M members left unmatched") is the success toast.
 */
export function RunMatchingButton() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const toast = useAdminToast();
  const [confirming, setConfirming] = useState(false);
  const run = useMutation({
    mutationFn: () => dataProvider.runMatching(),
    onSuccess: (result) => {
      setConfirming(false);
      toast({ title: 'Success', description: result.message });
    },
    onError: (error) => {
      setConfirming(false);
      toast({ title: 'Error', description: serverMessageOr(error, SM_ERRORS.runMatching), variant: 'destructive' });
    },
  });
  return (
    <>
      <Button variant="contained" startIcon={<PlayArrowOutlined />} onClick={() => setConfirming(true)} disabled={run.isPending}>
        {run.isPending ? 'Running...' : 'Run Matching'}
      </Button>
      <Confirm
        isOpen={confirming}
        loading={run.isPending}
        title="Run matching now?"
        content="Every active member without a partner is paired with a compatible member for 30 days. Members who cannot be paired wait for the next run."
        confirm="Run Matching"
        confirmColor="primary"
        onConfirm={() => run.mutate()}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}

/** "End" on an active partnership: asks first, then PUT .../partnerships/{id}/status {status: 'ended'}. */
export function EndPartnershipButton({ partnership }: { partnership: SupportMatchPartnership }) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const toast = useAdminToast();
  const [confirming, setConfirming] = useState(false);
  const end = useMutation({
    mutationFn: () => dataProvider.setPartnershipStatus(String(partnership.id), 'ended'),
    onSuccess: () => {
      setConfirming(false);
      toast({ title: 'Success', description: `Partnership of ${partnersText(partnership)} ended` });
    },
    onError: () => {
      setConfirming(false);
      toast({ title: 'Error', description: SM_ERRORS.endPartnership, variant: 'destructive' });
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
        aria-label={`End the partnership of ${partnersText(partnership)}`}
      >
        {end.isPending ? 'Ending...' : 'End'}
      </Button>
      <Confirm
        isOpen={confirming}
        loading={end.isPending}
        title="End partnership"
        content={`End the partnership of ${partnersText(partnership)} now? They will no longer be able to message each other, and both can be matched again.`}
        confirm="End Partnership"
        confirmColor="warning"
        onConfirm={() => end.mutate()}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
