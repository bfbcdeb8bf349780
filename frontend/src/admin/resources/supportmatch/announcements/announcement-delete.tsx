import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useDelete, useRedirect } from 'react-admin';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useAdminToast } from '../../../components/use-admin-toast';
import type { Announcement as SupportMatchAnnouncement } from '@pfe/contracts';
import { SM_ERRORS } from '../texts';
import { useAnnouncementConsole } from './console-config';

/** Delete an announcement after a confirmation; a full button on the edit page, an icon in lists. */
export function DeleteAnnouncementButton({ announcement, variant = 'button', redirectTo }: { announcement: SupportMatchAnnouncement; variant?: 'button' | 'icon'; redirectTo?: 'list' }) {
  const { resource } = useAnnouncementConsole();
  const toast = useAdminToast();
  const redirect = useRedirect();
  const [confirming, setConfirming] = useState(false);
  const [remove, { isPending }] = useDelete<SupportMatchAnnouncement>();
  const open = (event: React.MouseEvent) => {
    event.stopPropagation();
    setConfirming(true);
  };
  const confirm = () =>
    remove(
      resource,
      { id: announcement.id, previousData: announcement },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setConfirming(false);
          toast({ title: 'Success', description: 'Announcement deleted' });
          if (redirectTo) redirect('list', resource);
        },
        onError: () => {
          setConfirming(false);
          toast({ title: 'Error', description: SM_ERRORS.deleteAnnouncement, variant: 'destructive' });
        },
      },
    );
  const label = `Delete ${announcement.title}`;
  return (
    <>
      {variant === 'icon' ? (
        <Tooltip title="Delete">
          <IconButton size="small" color="error" onClick={open} aria-label={label} disabled={isPending}>
            <DeleteOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : (
        <Button color="error" variant="outlined" startIcon={<DeleteOutlined />} onClick={open} disabled={isPending}>
          Delete
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        loading={isPending}
        title="Delete announcement"
        content={`Delete "${announcement.title}"? Members will no longer see it. This cannot be undone.`}
        confirm="Delete"
        icon={<DeleteOutlined />}
        destructive
        onConfirm={confirm}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
