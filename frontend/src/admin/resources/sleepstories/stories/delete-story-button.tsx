import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { AdminSleepStory } from '@pfe/contracts';
import { useState } from 'react';
import { useDelete, useRedirect } from 'react-admin';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useAdminToast } from '../../../components/use-admin-toast';
import { DELETE_STORY_CONFIRM, SS_ERRORS } from '../texts';
import { STORIES_RESOURCE } from './resource';

/** Deletes a story (and its audio file) after the spec's question; a button on the edit page, an icon in lists. */
export function DeleteStoryButton({ story, variant = 'button', redirectTo }: { story: AdminSleepStory; variant?: 'button' | 'icon'; redirectTo?: 'list' }) {
  const toast = useAdminToast();
  const redirect = useRedirect();
  const [confirming, setConfirming] = useState(false);
  const [remove, { isPending }] = useDelete<AdminSleepStory>();
  const open = (event: React.MouseEvent) => {
    event.stopPropagation();
    setConfirming(true);
  };
  const confirm = () =>
    remove(
      STORIES_RESOURCE,
      { id: story.id, previousData: story },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setConfirming(false);
          toast({ title: 'Success', description: 'Story deleted' });
          if (redirectTo) redirect('list', STORIES_RESOURCE);
        },
        onError: () => {
          setConfirming(false);
          toast({ title: 'Error', description: SS_ERRORS.deleteStory, variant: 'destructive' });
        },
      },
    );
  return (
    <>
      {variant === 'icon' ? (
        <Tooltip title="Delete">
          <IconButton size="small" color="error" onClick={open} aria-label={`Delete ${story.title}`} disabled={isPending}>
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
        title="Delete story"
        content={DELETE_STORY_CONFIRM}
        confirm="Delete"
        icon={<DeleteOutlined />}
        destructive
        onConfirm={confirm}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
