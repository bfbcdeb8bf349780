import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { SocketRelayAdminFulfillment } from '@pfe/contracts/socketrelay';
import { ListPage, type ListColumn, type RecordProps } from '../../../components/list-page';
import { formatDate } from '../../../lib/format';
import { SocketRelayTabs } from '../tabs';
import { adminStatusLabel, SR_TEXT } from '../texts';
import type { TFunction } from 'i18next';
import { adminT, useAdminT } from '../../../lib/i18n';

const requestOf = (f: SocketRelayAdminFulfillment) => f.request?.description ?? adminT('socketrelay.na');

function StatusChip({ status }: { status: string }) {
  return <Chip size="small" label={adminStatusLabel(status)} color={status === 'active' ? 'primary' : 'default'} sx={{ fontWeight: 600 }} />;
}

const columns = (t: TFunction): readonly ListColumn<SocketRelayAdminFulfillment>[] => [
  {
    label: t('socketrelay.fulfillments.columns.request'),
    render: (f) => (
      <Typography variant="body2" sx={{ maxWidth: 360, overflowWrap: 'anywhere' }}>
        {requestOf(f)}
      </Typography>
    ),
  },
  { label: t('socketrelay.fulfillments.columns.fulfillerId'), render: (f) => <Typography variant="body2" sx={{ fontFamily: 'monospace', fontSize: 12 }}>{f.fulfillerUserId}</Typography> },
  { label: t('socketrelay.fulfillments.columns.created'), sortBy: 'createdAt', nowrap: true, render: (f) => formatDate(f.createdAt) },
  { label: t('socketrelay.fulfillments.columns.status'), sortBy: 'status', render: (f) => <StatusChip status={f.status} /> },
];

function FulfillmentCard({ record: f }: RecordProps<SocketRelayAdminFulfillment>) {
  const t = useAdminT();
  return (
    <>
      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{requestOf(f)}</Typography>
      <Box sx={{ mt: 1 }}>
        <StatusChip status={f.status} />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
        {t('socketrelay.fulfillments.createdBy', { date: formatDate(f.createdAt), user: f.fulfillerUserId })}
      </Typography>
    </>
  );
}

/** /admin/socketrelay/fulfillments: every fulfilment with its request's description, never chat content (spec §2 Fulfillments tab). */
export function SocketRelayFulfillmentList() {
  const t = useAdminT();
  return (
    <ListPage<SocketRelayAdminFulfillment>
      resource="socketrelay/fulfillments"
      texts={{
        title: SR_TEXT.title,
        appBarTitle: 'SocketRelay',
        subtitle: SR_TEXT.subtitle,
        card: t('socketrelay.fulfillments.card'),
        count: (count) => t('socketrelay.fulfillments.count', { count }),
        loading: t('socketrelay.fulfillments.loading'),
        empty: SR_TEXT.noFulfillments,
      }}
      before={<SocketRelayTabs current="fulfillments" />}
      emptyIcon={<HandshakeOutlined />}
      columns={columns(t)}
      card={FulfillmentCard}
    />
  );
}
