import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import SwapHorizOutlined from '@mui/icons-material/SwapHorizOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { SocketRelayAdminRequest } from '@pfe/contracts/socketrelay';
import { useState } from 'react';
import { useDelete } from 'react-admin';
import { messageOf } from '../../../../lib/api-client';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ListPage, type ListColumn, type RecordProps } from '../../../components/list-page';
import { useAdminToast } from '../../../components/use-admin-toast';
import { formatDate } from '../../../lib/format';
import { SocketRelayTabs } from '../tabs';
import { adminStatusLabel, SR_TEXT } from '../texts';
import type { TFunction } from 'i18next';
import { useAdminT } from '../../../lib/i18n';

/** The Expires cell: the date, or 'Expired' in red once past (display only, spec §4). */
export function ExpiresCell({ request }: { request: SocketRelayAdminRequest }) {
  const t = useAdminT();
  if (request.expired) {
    return (
      <Typography component="span" variant="body2" color="error" sx={{ fontWeight: 600 }}>
        {t('socketrelay.expired')}
      </Typography>
    );
  }
  return <>{formatDate(request.expiresAt)}</>;
}

function StatusChip({ status }: { status: string }) {
  return <Chip size="small" label={adminStatusLabel(status)} color={status === 'active' ? 'primary' : 'default'} sx={{ fontWeight: 600 }} />;
}

/** Delete after a confirmation; the request's active fulfilment is cancelled by the server. */
export function DeleteRequestButton({ record }: RecordProps<SocketRelayAdminRequest>) {
  const t = useAdminT();
  const toast = useAdminToast();
  const [confirming, setConfirming] = useState(false);
  const [remove, { isPending }] = useDelete<SocketRelayAdminRequest>();
  const confirm = () =>
    remove(
      'socketrelay/requests',
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setConfirming(false);
          toast({ title: SR_TEXT.deletedTitle, description: SR_TEXT.deletedDescription });
        },
        onError: (error) => {
          setConfirming(false);
          toast({ title: t('common.error'), description: messageOf(error, SR_TEXT.deleteFailed), variant: 'destructive' });
        },
      },
    );
  return (
    <>
      <Tooltip title={t('common.delete')}>
        <IconButton
          size="small"
          color="error"
          aria-label={t('socketrelay.requests.deleteLabel', { description: record.description })}
          disabled={isPending}
          onClick={(event) => {
            event.stopPropagation();
            setConfirming(true);
          }}
        >
          <DeleteOutlined fontSize="small" />
        </IconButton>
      </Tooltip>
      <ConfirmDialog
        open={confirming}
        loading={isPending}
        title={t('socketrelay.requests.deleteTitle')}
        content={t('socketrelay.requests.deleteText', { description: record.description })}
        confirm={t('common.delete')}
        icon={<DeleteOutlined />}
        destructive
        onConfirm={confirm}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}

const columns = (t: TFunction): readonly ListColumn<SocketRelayAdminRequest>[] => [
  {
    label: t('socketrelay.requests.columns.description'),
    sortBy: 'description',
    render: (r) => (
      <Typography variant="body2" sx={{ maxWidth: 360, overflowWrap: 'anywhere' }}>
        {r.description}
      </Typography>
    ),
  },
  { label: t('socketrelay.requests.columns.userId'), render: (r) => <Typography variant="body2" sx={{ fontFamily: 'monospace', fontSize: 12 }}>{r.userId}</Typography> },
  { label: t('socketrelay.requests.columns.created'), sortBy: 'createdAt', nowrap: true, render: (r) => formatDate(r.createdAt) },
  { label: t('socketrelay.requests.columns.expires'), sortBy: 'expiresAt', nowrap: true, render: (r) => <ExpiresCell request={r} /> },
  { label: t('socketrelay.requests.columns.status'), sortBy: 'status', render: (r) => <StatusChip status={r.status} /> },
  { label: t('socketrelay.requests.columns.actions'), align: 'right', render: (r) => <DeleteRequestButton record={r} /> },
];

/** The phone card of a request; once past, it reads "Expired" alone, never "Expires Expired" (issue 21 item 16). */
export function RequestCard({ record: r }: RecordProps<SocketRelayAdminRequest>) {
  const t = useAdminT();
  return (
    <>
      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere', pr: 5 }}>{r.description}</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1, alignItems: 'center' }}>
        <StatusChip status={r.status} />
        <Typography variant="body2" color="text.secondary">
          {r.expired ? <ExpiresCell request={r} /> : <>{t('socketrelay.expires')} <ExpiresCell request={r} /></>}
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
        {t('socketrelay.requests.createdBy', { date: formatDate(r.createdAt), user: r.userId })}
      </Typography>
    </>
  );
}

/** /admin/socketrelay/requests: every request (spec §2 SocketRelay Admin, Requests tab). */
export function SocketRelayRequestList() {
  const t = useAdminT();
  return (
    <ListPage<SocketRelayAdminRequest>
      resource="socketrelay/requests"
      texts={{
        title: SR_TEXT.title,
        appBarTitle: 'SocketRelay',
        subtitle: SR_TEXT.subtitle,
        card: t('socketrelay.requests.card'),
        count: (count) => t('socketrelay.requests.count', { count }),
        loading: t('socketrelay.requests.loading'),
        empty: SR_TEXT.noRequests,
      }}
      before={<SocketRelayTabs current="requests" />}
      emptyIcon={<SwapHorizOutlined />}
      columns={columns(t)}
      card={RequestCard}
      cardAction={DeleteRequestButton}
    />
  );
}
