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
import type { TFunction } from 'i18next';
import { useAdminT } from '../../lib/i18n';

function usePaymentsTexts(): ListTexts {
  const t = useAdminT();
  return {
    title: t('payments.title'),
    appBarTitle: t('payments.appBarTitle'),
    subtitle: t('payments.subtitle'),
    card: t('payments.card'),
    count: (count) => t('payments.count', { count }),
    loading: t('payments.loading'),
    empty: t('payments.empty'),
  };
}

const columns = (t: TFunction): readonly ListColumn<Payment>[] => [
  { label: t('payments.columns.user'), render: (p) => paymentUserName(p.user) },
  { label: t('payments.columns.amount'), sortBy: 'amount', render: (p) => formatMoney(p.amount), nowrap: true, sx: { fontWeight: 600 } },
  { label: t('payments.columns.method'), sortBy: 'paymentMethod', render: (p) => methodLabel(p.paymentMethod) },
  { label: t('payments.columns.date'), sortBy: 'paymentDate', render: (p) => formatDate(p.paymentDate), nowrap: true },
  { label: t('payments.columns.notes'), render: (p) => p.notes || '-', sx: { maxWidth: 320, overflowWrap: 'anywhere' } },
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
  const t = useAdminT();
  const texts = usePaymentsTexts();
  const [dialogOpen, setDialogOpen] = useState(false);
  const record = (
    <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setDialogOpen(true)}>
      {t('payments.record.button')}
    </Button>
  );
  return (
    <ListPage<Payment> resource="payments" sort={{ field: 'paymentDate', order: 'DESC' }} texts={texts} actions={record} emptyIcon={<ReceiptLongOutlined />} columns={columns(t)} card={PaymentCard}>
      <RecordPaymentDialog open={dialogOpen} onClose={() => setDialogOpen(false)} />
    </ListPage>
  );
}
