import BlockOutlined from '@mui/icons-material/BlockOutlined';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useUpdate } from 'react-admin';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useAdminToast } from '../../components/use-admin-toast';
import { messageOf } from '../../../lib/api-client';
import type { Invite } from '@pfe/contracts';
import { useAdminT } from '../../lib/i18n';

/** "Deactivate" on an active code: asks first, then PUT isActive false; nothing on an inactive code. */
export function DeactivateInviteButton({ invite }: { invite: Invite }) {
  const t = useAdminT();
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
          toast({ title: t('common.success'), description: t('invites.deactivate.done', { code: invite.code }) });
        },
        onError: (err) => {
          setConfirming(false);
          toast({ title: t('common.error'), description: messageOf(err), variant: 'destructive' });
        },
      },
    );

  return (
    <>
      <Button size="small" color="error" startIcon={<BlockOutlined />} onClick={() => setConfirming(true)} aria-label={t('invites.deactivate.label', { code: invite.code })}>
        {t('invites.deactivate.button')}
      </Button>
      <ConfirmDialog
        open={confirming}
        loading={isPending}
        title={t('invites.deactivate.title')}
        content={t('invites.deactivate.text', { code: invite.code })}
        confirm={t('invites.deactivate.confirm')}
        icon={<BlockOutlined />}
        destructive
        onConfirm={deactivate}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
