import AddOutlined from '@mui/icons-material/AddOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { DataTable, ListBase, useListContext } from 'react-admin';
import { EmptyState, ErrorState, LoadingState } from '../../components/list-state';
import { ListPagination } from '../../components/list-pagination';
import { PageHeading } from '../../components/page-heading';
import { SectionCard } from '../../components/section-card';
import { useIsMobile } from '../../components/use-is-mobile';
import { formatDate, formatMoney, methodLabel, paymentUserName } from '../../lib/format';
import type { Payment } from '../../types';
import { RecordPaymentDialog } from './record-payment-dialog';

const Column = DataTable.Col<Payment>;

export const PAYMENTS_TEXT = {
  heading: 'Payment Tracking',
  subtitle: 'Record and manage manual payments from various sources',
  card: 'Recent Payments',
  loading: 'Loading payments...',
  empty: 'No payments recorded yet',
} as const;

function PaymentsTable() {
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <DataTable<Payment> rowClick={false} bulkActionButtons={false} size="small">
        <Column label="User" disableSort render={(p) => paymentUserName(p.user)} />
        <Column label="Amount" source="amount" render={(p) => formatMoney(p.amount)} cellSx={() => ({ whiteSpace: 'nowrap', fontWeight: 600 })} />
        <Column label="Payment Method" source="paymentMethod" render={(p) => methodLabel(p.paymentMethod)} />
        <Column label="Payment Date" source="paymentDate" render={(p) => formatDate(p.paymentDate)} cellSx={() => ({ whiteSpace: 'nowrap' })} />
        <Column label="Notes" disableSort render={(p) => p.notes || '-'} cellSx={() => ({ maxWidth: 320, overflowWrap: 'anywhere' })} />
      </DataTable>
    </Box>
  );
}

function PaymentCards({ payments }: { payments: Payment[] }) {
  return (
    <Stack spacing={1.5} sx={{ px: 2, pb: 2 }}>
      {payments.map((p) => (
        <Card key={p.id} variant="outlined" sx={{ p: 2 }}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 1 }}>
            <Typography sx={{ fontWeight: 600, minWidth: 0, overflowWrap: 'anywhere' }}>{paymentUserName(p.user)}</Typography>
            <Typography sx={{ fontWeight: 700, flexShrink: 0 }}>{formatMoney(p.amount)}</Typography>
          </Box>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, mt: 0.5 }}>
            <Typography variant="body2" color="text.secondary">
              {methodLabel(p.paymentMethod)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {formatDate(p.paymentDate)}
            </Typography>
          </Box>
          {p.notes && (
            <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
              {p.notes}
            </Typography>
          )}
        </Card>
      ))}
    </Stack>
  );
}

function PaymentListView() {
  const { data, total, isPending, error, refetch } = useListContext<Payment>();
  const isMobile = useIsMobile();
  const [dialogOpen, setDialogOpen] = useState(false);
  const empty = !isPending && !error && (!data || data.length === 0);
  return (
    <Box>
      <PageHeading
        title={PAYMENTS_TEXT.heading}
        appBarTitle="Payments"
        subtitle={PAYMENTS_TEXT.subtitle}
        actions={
          <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setDialogOpen(true)}>
            Record Payment
          </Button>
        }
      />
      <SectionCard
        title={PAYMENTS_TEXT.card}
        description={total !== undefined && !isPending ? `${total} ${total === 1 ? 'payment' : 'payments'}` : undefined}
        disablePadding
      >
        {isPending ? (
          <LoadingState text={PAYMENTS_TEXT.loading} />
        ) : error ? (
          <ErrorState error={error} onRetry={() => void refetch()} />
        ) : empty ? (
          <EmptyState title={PAYMENTS_TEXT.empty} icon={<ReceiptLongOutlined />} />
        ) : isMobile ? (
          <PaymentCards payments={data ?? []} />
        ) : (
          <PaymentsTable />
        )}
        {!isPending && !error && !empty && <ListPagination />}
      </SectionCard>
      <RecordPaymentDialog open={dialogOpen} onClose={() => setDialogOpen(false)} />
    </Box>
  );
}

/** /admin/payments: "Payment Tracking" with the Record Payment dialog and "Recent Payments" (spec §2). */
export function PaymentList() {
  return (
    <ListBase<Payment> resource="payments" sort={{ field: 'paymentDate', order: 'DESC' }} perPage={25}>
      <PaymentListView />
    </ListBase>
  );
}
