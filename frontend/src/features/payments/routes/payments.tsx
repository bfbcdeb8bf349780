import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import { PageHeader } from '../../../components/page-header';
import { useCurrentUser } from '../../../lib/current-user';
import { usePayments } from '../api/get-payments';
import { PaymentHistory } from '../components/payment-history';
import { PaymentStats } from '../components/payment-stats';

/** /payments for members (spec §2 "My Payments"). */
export function PaymentsRoute() {
  const { t } = useTranslation('payments');
  const user = useCurrentUser();
  const payments = usePayments();
  return (
    <>
      <PageHeader title={t('title')} />
      <Stack spacing={3}>
        <PaymentStats
          pricingTier={user.pricingTier}
          status={user.subscriptionStatus}
          count={payments.data?.length}
          loading={payments.isPending}
        />
        <PaymentHistory
          payments={payments.data}
          isPending={payments.isPending || (payments.isError && payments.isFetching)}
          error={payments.error}
          onRetry={() => void payments.refetch()}
        />
      </Stack>
    </>
  );
}
