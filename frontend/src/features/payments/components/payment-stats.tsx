import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { formatUsd } from '../../../components/money';
import { SubscriptionBadge } from '../../../components/subscription-badge';

function StatCard({ name, label, children }: { name: string; label: string; children: ReactNode }) {
  const id = `stat-${name}`;
  // Phones: one compact row per stat (label left, value right); wider screens: label above value.
  return (
    <Card variant="outlined" component="section" aria-labelledby={id}>
      <CardContent
        sx={{
          p: { xs: 2, sm: 3 },
          '&:last-child': { pb: { xs: 2, sm: 3 } },
          display: 'flex',
          flexDirection: { xs: 'row', sm: 'column' },
          alignItems: { xs: 'center', sm: 'flex-start' },
          justifyContent: 'space-between',
          gap: 1,
        }}
      >
        <Typography id={id} variant="body2" color="text.secondary" component="h2">
          {label}
        </Typography>
        <Box sx={{ minHeight: 36, display: 'flex', alignItems: 'center' }}>{children}</Box>
      </CardContent>
    </Card>
  );
}

const valueSx = { fontSize: { xs: '1.4rem', sm: '1.75rem' }, fontWeight: 700, lineHeight: 1.2 } as const;

/** Spec §2 "/payments": Monthly Rate, Status and Total Payments. `count` is undefined while unknown. */
export function PaymentStats({ pricingTier, status, count, loading }: { pricingTier: string; status: string; count: number | undefined; loading: boolean }) {
  const { t } = useTranslation('payments');
  return (
    <Box sx={{ display: 'grid', gap: { xs: 1.5, sm: 2 }, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
      <StatCard name="monthly-rate" label={t('monthlyRate')}>
        <Typography sx={valueSx}>{formatUsd(pricingTier)}</Typography>
      </StatCard>
      <StatCard name="status" label={t('status')}>
        <SubscriptionBadge status={status} size="medium" />
      </StatCard>
      <StatCard name="total-payments" label={t('total')}>
        {loading ? (
          <Skeleton variant="text" width={40} sx={{ fontSize: '1.75rem' }} aria-hidden />
        ) : (
          <Typography sx={valueSx} data-testid="total-payments">
            {count ?? '—'}
          </Typography>
        )}
      </StatCard>
    </Box>
  );
}
