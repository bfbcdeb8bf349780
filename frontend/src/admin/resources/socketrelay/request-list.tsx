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
import { messageOf } from '../../../lib/api-client';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ListPage, type ListColumn, type RecordProps } from '../../components/list-page';
import { useAdminToast } from '../../components/use-admin-toast';
import { formatDate } from '../../lib/format';
import { SocketRelayTabs } from './tabs';
import { adminStatusLabel, SR_TEXT } from './texts';

/** The Expires cell: the date, or 'Expired' in red once past (display only, spec §4). */
export function ExpiresCell({ request }: { request: SocketRelayAdminRequest }) {
  if (request.expired) {
    return (
      <Typography component="span" variant="body2" color="error" sx={{ fontWeight: 600 }}>
        Expired
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
          toast({ title: SR_TEXT.deleted.title, description: SR_TEXT.deleted.description });
        },
        onError: (error) => {
          setConfirming(false);
          toast({ title: 'Error', description: messageOf(error, SR_TEXT.deleteFailed), variant: 'destructive' });
        },
      },
    );
  return (
    <>
      <Tooltip title="Delete">
        <IconButton
          size="small"
          color="error"
          aria-label={`Delete request: ${record.description}`}
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
        title="Delete request"
        content={`Delete "${record.description}"? Members will no longer see it, and anyone fulfilling it is stopped. This cannot be undone.`}
        confirm="Delete"
        icon={<DeleteOutlined />}
        destructive
        onConfirm={confirm}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}

const COLUMNS: readonly ListColumn<SocketRelayAdminRequest>[] = [
  {
    label: 'Description',
    sortBy: 'description',
    render: (r) => (
      <Typography variant="body2" sx={{ maxWidth: 360, overflowWrap: 'anywhere' }}>
        {r.description}
      </Typography>
    ),
  },
  { label: 'User ID', render: (r) => <Typography variant="body2" sx={{ fontFamily: 'monospace', fontSize: 12 }}>{r.userId}</Typography> },
  { label: 'Created', sortBy: 'createdAt', nowrap: true, render: (r) => formatDate(r.createdAt) },
  { label: 'Expires', sortBy: 'expiresAt', nowrap: true, render: (r) => <ExpiresCell request={r} /> },
  { label: 'Status', sortBy: 'status', render: (r) => <StatusChip status={r.status} /> },
  { label: 'Actions', align: 'right', render: (r) => <DeleteRequestButton record={r} /> },
];

/** The phone card of a request; once past, it reads "Expired" alone, never "Expires Expired" (issue 21 item 16). */
export function RequestCard({ record: r }: RecordProps<SocketRelayAdminRequest>) {
  return (
    <>
      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere', pr: 5 }}>{r.description}</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1, alignItems: 'center' }}>
        <StatusChip status={r.status} />
        <Typography variant="body2" color="text.secondary">
          {r.expired ? <ExpiresCell request={r} /> : <>Expires <ExpiresCell request={r} /></>}
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
        Created {formatDate(r.createdAt)} · User {r.userId}
      </Typography>
    </>
  );
}

/** /admin/socketrelay/requests: every request (spec §2 SocketRelay Admin, Requests tab). */
export function SocketRelayRequestList() {
  return (
    <ListPage<SocketRelayAdminRequest>
      resource="socketrelay/requests"
      texts={{ title: SR_TEXT.title, appBarTitle: 'SocketRelay', subtitle: SR_TEXT.subtitle, card: 'Requests', count: ['request', 'requests'], loading: 'Loading requests...', empty: SR_TEXT.noRequests }}
      before={<SocketRelayTabs current="requests" />}
      emptyIcon={<SwapHorizOutlined />}
      columns={COLUMNS}
      card={RequestCard}
      cardAction={DeleteRequestButton}
    />
  );
}
