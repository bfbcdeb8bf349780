import BlockOutlined from '@mui/icons-material/BlockOutlined';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useUpdate } from 'react-admin';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useAdminToast } from '../../components/use-admin-toast';
import { messageOf } from '../../../lib/api-client';
import type { Invite } from '@pfe/contracts';

/** "Deactivate" on an active code: asks first, then PUT isActive false; nothing on an inactive code. */
export function DeactivateInviteButton({ invite }: { invite: Invite }) {
  const toast = useAdminToast();
  const [confirming, setConfirming] = useState(false);
  const [update, { isPending }] = useUpdate<Invite>();
  if (!invite.isActive) return null;

  const deactivate = () =>
    update(
      'invites',
      { id: invite.id, data: { isActive: false }, previousData: invite },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setConfirming(false);
          toast({ title: 'Success', description: `Invite code ${invite.code} deactivated` });
        },
        onError: (err) => {
          setConfirming(false);
          toast({ title: 'Error', description: messageOf(err), variant: 'destructive' });
        },
      },
    );

  return (
    <>
      <Button size="small" color="error" startIcon={<BlockOutlined />} onClick={() => setConfirming(true)} aria-label={`Deactivate ${invite.code}`}>
        Deactivate
      </Button>
      <ConfirmDialog
        open={confirming}
        loading={isPending}
        title="Deactivate invite code"
        content={`Deactivate ${invite.code}? Nobody will be able to redeem it any more.`}
        confirm="Deactivate"
        icon={<BlockOutlined />}
        destructive
        onConfirm={deactivate}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
