import AddOutlined from '@mui/icons-material/AddOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { CardHeader, ListPage, type ListColumn, type ListTexts, type RecordProps } from '../../components/list-page';
import { formatDate, formatMoney, methodLabel, paymentUserName } from '../../lib/format';
import type { AdminPayment as Payment } from '@pfe/contracts';
import { RecordPaymentDialog } from './record-payment-dialog';

export const PAYMENTS_TEXT = {
  title: 'Payment Tracking',
  appBarTitle: 'Payments',
  subtitle: 'Record and manage manual payments from various sources',
  card: 'Recent Payments',
  count: ['payment', 'payments'],
  loading: 'Loading payments...',
  empty: 'No payments recorded yet',
} as const satisfies ListTexts;

const COLUMNS: readonly ListColumn<Payment>[] = [
  { label: 'User', render: (p) => paymentUserName(p.user) },
  { label: 'Amount', sortBy: 'amount', render: (p) => formatMoney(p.amount), nowrap: true, sx: { fontWeight: 600 } },
  { label: 'Payment Method', sortBy: 'paymentMethod', render: (p) => methodLabel(p.paymentMethod) },
  { label: 'Payment Date', sortBy: 'paymentDate', render: (p) => formatDate(p.paymentDate), nowrap: true },
  { label: 'Notes', render: (p) => p.notes || '-', sx: { maxWidth: 320, overflowWrap: 'anywhere' } },
];

function PaymentCard({ record: payment }: RecordProps<Payment>) {
  return (
    <>
      <CardHeader
        align="baseline"
        start={<Typography sx={{ fontWeight: 600, minWidth: 0, overflowWrap: 'anywhere' }}>{paymentUserName(payment.user)}</Typography>}
        end={<Typography sx={{ fontWeight: 700, flexShrink: 0 }}>{formatMoney(payment.amount)}</Typography>}
      />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, mt: 0.5, color: 'text.secondary' }}>
        <Typography variant="body2">{methodLabel(payment.paymentMethod)}</Typography>
        <Typography variant="body2">{formatDate(payment.paymentDate)}</Typography>
      </Box>
      {payment.notes && (
        <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
          {payment.notes}
        </Typography>
      )}
    </>
  );
}

/** /admin/payments: "Payment Tracking" with the Record Payment dialog and "Recent Payments" (spec §2). */
export function PaymentList() {
  const [dialogOpen, setDialogOpen] = useState(false);
  const record = (
    <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setDialogOpen(true)}>
      Record Payment
    </Button>
  );
  return (
    <ListPage<Payment> resource="payments" sort={{ field: 'paymentDate', order: 'DESC' }} texts={PAYMENTS_TEXT} actions={record} emptyIcon={<ReceiptLongOutlined />} columns={COLUMNS} card={PaymentCard}>
      <RecordPaymentDialog open={dialogOpen} onClose={() => setDialogOpen(false)} />
    </ListPage>
  );
}
