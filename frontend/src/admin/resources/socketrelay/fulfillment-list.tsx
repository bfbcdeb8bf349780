import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { SocketRelayAdminFulfillment } from '@pfe/contracts/socketrelay';
import { ListPage, type ListColumn, type RecordProps } from '../../components/list-page';
import { formatDate } from '../../lib/format';
import { SocketRelayTabs } from './tabs';
import { adminStatusLabel, SR_TEXT } from './texts';

const requestOf = (f: SocketRelayAdminFulfillment) => f.request?.description ?? 'N/A';

function StatusChip({ status }: { status: string }) {
  return <Chip size="small" label={adminStatusLabel(status)} color={status === 'active' ? 'primary' : 'default'} sx={{ fontWeight: 600 }} />;
}

const COLUMNS: readonly ListColumn<SocketRelayAdminFulfillment>[] = [
  {
    label: 'Request',
    render: (f) => (
      <Typography variant="body2" sx={{ maxWidth: 360, overflowWrap: 'anywhere' }}>
        {requestOf(f)}
      </Typography>
    ),
  },
  { label: 'Fulfiller ID', render: (f) => <Typography variant="body2" sx={{ fontFamily: 'monospace', fontSize: 12 }}>{f.fulfillerUserId}</Typography> },
  { label: 'Created', sortBy: 'createdAt', nowrap: true, render: (f) => formatDate(f.createdAt) },
  { label: 'Status', sortBy: 'status', render: (f) => <StatusChip status={f.status} /> },
];

function FulfillmentCard({ record: f }: RecordProps<SocketRelayAdminFulfillment>) {
  return (
    <>
      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{requestOf(f)}</Typography>
      <Box sx={{ mt: 1 }}>
        <StatusChip status={f.status} />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
        Created {formatDate(f.createdAt)} · Fulfiller {f.fulfillerUserId}
      </Typography>
    </>
  );
}

/** /admin/socketrelay/fulfillments: every fulfilment with its request's description, never chat content (spec §2 Fulfillments tab). */
export function SocketRelayFulfillmentList() {
  return (
    <ListPage<SocketRelayAdminFulfillment>
      resource="socketrelay/fulfillments"
      texts={{ title: SR_TEXT.title, appBarTitle: 'SocketRelay', subtitle: SR_TEXT.subtitle, card: 'Fulfillments', count: ['fulfillment', 'fulfillments'], loading: 'Loading fulfillments...', empty: SR_TEXT.noFulfillments }}
      before={<SocketRelayTabs current="fulfillments" />}
      emptyIcon={<HandshakeOutlined />}
      columns={COLUMNS}
      card={FulfillmentCard}
    />
  );
}
