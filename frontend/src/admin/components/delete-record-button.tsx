import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useState, type ReactNode } from 'react';
import { useDelete, useRedirect, type RaRecord } from 'react-admin';
import { ConfirmDialog } from './confirm-dialog';
import { useAdminToast } from './use-admin-toast';
import { useAdminT } from '../lib/i18n';

export interface DeleteRecordButtonProps<T extends RaRecord> {
  resource: string;
  record: T;
  /** Names the record for screen readers on the icon button ("Delete <name>"). */
  name: string;
  variant?: 'button' | 'icon';
  /** After a delete from the record's own page: back to its list. */
  redirectTo?: 'list';
  texts: { title: string; content: ReactNode; deleted: string; failed: string };
}

/** Deletes a record after a confirmation (pessimistic: nothing leaves the screen before the server agrees); a full button on an edit page, an icon in lists. */
export function DeleteRecordButton<T extends RaRecord>({ resource, record, name, variant = 'button', redirectTo, texts }: DeleteRecordButtonProps<T>) {
  const t = useAdminT();
  const toast = useAdminToast();
  const redirect = useRedirect();
  const [confirming, setConfirming] = useState(false);
  const [remove, { isPending }] = useDelete<T>();
  const open = (event: React.MouseEvent) => {
    event.stopPropagation();
    setConfirming(true);
  };
  const confirm = () =>
    remove(
      resource,
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setConfirming(false);
          toast({ title: t('common.success'), description: texts.deleted });
          if (redirectTo) redirect('list', resource);
        },
        onError: () => {
          setConfirming(false);
          toast({ title: t('common.error'), description: texts.failed, variant: 'destructive' });
        },
      },
    );
  return (
    <>
      {variant === 'icon' ? (
        <Tooltip title={t('common.delete')}>
          <IconButton size="small" color="error" onClick={open} aria-label={t('common.deleteNamed', { name })} disabled={isPending}>
            <DeleteOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : (
        <Button color="error" variant="outlined" startIcon={<DeleteOutlined />} onClick={open} disabled={isPending}>
          {t('common.delete')}
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        loading={isPending}
        title={texts.title}
        content={texts.content}
        confirm={t('common.delete')}
        icon={<DeleteOutlined />}
        destructive
        onConfirm={confirm}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
