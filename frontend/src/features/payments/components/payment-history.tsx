import { useTranslation } from 'react-i18next';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { formatUsd } from '../../../components/money';
import { LoadError } from '../../../components/load-error';
import type { Payment } from '@pfe/contracts';
import { formatPaymentDate, formatPaymentMethod } from '../format';

/** The English words (the tests' handles); the screen says them in the UI's language (`payments:`). */
export const LOADING_TEXT = 'Loading payment history...';
export const EMPTY_TITLE = 'No payments yet';
export const EMPTY_TEXT = 'Your payment history will appear here once payments are recorded';

const NO_NOTES = '—';

function PaymentsTable({ payments }: { payments: Payment[] }) {
  const { t } = useTranslation('payments');
  return (
    <TableContainer>
      <Table aria-labelledby="payment-history-title" size="medium">
        <TableHead>
          <TableRow>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{t('amount')}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{t('method')}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{t('date')}</TableCell>
            <TableCell sx={{ width: '100%' }}>{t('notes')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {payments.map((p) => (
            <TableRow key={p.id}>
              <TableCell sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>{formatUsd(p.amount)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatPaymentMethod(p.paymentMethod)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatPaymentDate(p.paymentDate)}</TableCell>
              <TableCell sx={{ color: p.notes ? 'text.primary' : 'text.secondary', overflowWrap: 'anywhere' }}>{p.notes || NO_NOTES}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** Below 768 px (spec §9) each payment is a stacked card instead of a table row. */
function PaymentCards({ payments }: { payments: Payment[] }) {
  const { t } = useTranslation('payments');
  return (
    <Stack component="ul" spacing={1.5} aria-labelledby="payment-history-title" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {payments.map((p) => (
        <Box component="li" key={p.id} sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2 }}>
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'baseline', flexWrap: 'wrap' }}>
            <Typography sx={{ fontWeight: 700, fontSize: '1.15rem' }}>{formatUsd(p.amount)}</Typography>
            <Typography variant="body2" color="text.secondary">
              {formatPaymentDate(p.paymentDate)}
            </Typography>
          </Stack>
          <Box component="dl" sx={{ m: 0, mt: 1, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.5 }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {t('method')}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              {formatPaymentMethod(p.paymentMethod)}
            </Typography>
            <Typography component="dt" variant="body2" color="text.secondary">
              {t('notes')}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere', color: p.notes ? 'text.primary' : 'text.secondary' }}>
              {p.notes || NO_NOTES}
            </Typography>
          </Box>
        </Box>
      ))}
    </Stack>
  );
}

interface PaymentHistoryProps {
  payments: Payment[] | undefined;
  isPending: boolean;
  error: Error | null;
  onRetry: () => void;
}

/** Spec §2 "Payment History": loading text, error, empty state, then a table (cards on phones). */
export function PaymentHistory({ payments, isPending, error, onRetry }: PaymentHistoryProps) {
  const { t } = useTranslation('payments');
  const theme = useTheme();
  const isMobile = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });

  let body;
  if (isPending) {
    body = (
      <Typography color="text.secondary" role="status">
        {t('loading')}
      </Typography>
    );
  } else if (error) {
    body = <LoadError error={error} onRetry={onRetry} />;
  } else if (!payments || payments.length === 0) {
    body = (
      <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center', py: { xs: 3, sm: 5 } }}>
        <ReceiptLongOutlined sx={{ fontSize: 40, color: 'text.disabled' }} />
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
          {t('emptyTitle')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('empty')}
        </Typography>
      </Stack>
    );
  } else {
    body = isMobile ? <PaymentCards payments={payments} /> : <PaymentsTable payments={payments} />;
  }

  return (
    <Card variant="outlined" component="section" aria-labelledby="payment-history-title">
      <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 3 } } }}>
        <Typography id="payment-history-title" variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('history')}
        </Typography>
        {body}
      </CardContent>
    </Card>
  );
}
