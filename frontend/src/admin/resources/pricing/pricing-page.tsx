import SellOutlined from '@mui/icons-material/SellOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useDataProvider, useGetList } from 'react-admin';
import { EmptyState, ErrorState, LoadingState } from '../../components/list-state';
import { PageHeading } from '../../components/page-heading';
import { SectionCard } from '../../components/section-card';
import { useAdminToast } from '../../components/use-admin-toast';
import type { AdminDataProvider } from '../../data-provider';
import { formatDate, formatMonthly } from '../../lib/format';
import type { PricingTier } from '@pfe/contracts';
import { CreateTierCard } from './create-tier-card';
import { useSingleFlightMutation } from '../../../lib/intent-key';

function useTiers() {
  return useGetList<PricingTier>('pricing', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'effectiveDate', order: 'DESC' },
  });
}

/** GET /api/admin/pricing-tiers?filter={"isCurrentTier":true}: just the current tier, however long the history. */
export function useCurrentTier() {
  const { data, isPending, error } = useGetList<PricingTier>('pricing', {
    filter: { isCurrentTier: true },
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'effectiveDate', order: 'DESC' },
  });
  return { tier: data?.[0], isPending, error };
}

function CurrentPriceCard() {
  const { tier, isPending: pending, error } = useCurrentTier();
  return (
    <SectionCard title="Current Monthly Price" description="What new members are assigned when they join">
      {pending ? (
        <Skeleton width={160} height={48} />
      ) : error ? (
        <ErrorState error={error} />
      ) : tier ? (
        <>
          <Typography component="p" sx={{ fontSize: { xs: '2rem', sm: '2.5rem' }, fontWeight: 700, lineHeight: 1.2 }}>
            {formatMonthly(tier.amount)}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            Effective since {formatDate(tier.effectiveDate)}
          </Typography>
        </>
      ) : (
        <Typography color="text.secondary">No current pricing tier</Typography>
      )}
    </SectionCard>
  );
}

const setCurrentText = (updating: boolean) => (updating ? 'Updating...' : 'Set as Current');

function PricingHistoryCard() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const toast = useAdminToast();
  const { data, isPending, error, refetch } = useTiers();
  const setCurrent = useSingleFlightMutation({
    mutationFn: (id: string) => dataProvider.setCurrentPricingTier(id),
    onSuccess: () => toast({ title: 'Success', description: 'Current pricing tier updated. New users will be assigned this price.' }),
    onError: () => toast({ title: 'Error', description: 'Failed to update current pricing tier', variant: 'destructive' }),
  });

  return (
    <SectionCard title="Pricing History" description="Every tier, newest effective date first" disablePadding>
      {isPending ? (
        <LoadingState text="Loading pricing tiers..." />
      ) : error ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : !data || data.length === 0 ? (
        <EmptyState title="No pricing tiers yet" icon={<SellOutlined />} />
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {data.map((tier) => (
            <Box
              component="li"
              key={tier.id}
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                justifyContent: 'space-between',
                gap: 1.5,
                px: { xs: 2, sm: 3 },
                py: 1.5,
                borderTop: 1,
                borderColor: 'divider',
              }}
            >
              <Box sx={{ minWidth: 0 }}>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                  <Typography sx={{ fontWeight: 700 }}>{formatMonthly(tier.amount)}</Typography>
                  {tier.isCurrentTier && <Chip size="small" color="primary" label="Current" sx={{ fontWeight: 600 }} />}
                </Box>
                <Typography variant="body2" color="text.secondary">
                  Effective {formatDate(tier.effectiveDate)}
                </Typography>
              </Box>
              {!tier.isCurrentTier && (
                <Button
                  variant="outlined"
                  size="small"
                  onClick={() => setCurrent.mutate(String(tier.id))}
                  disabled={setCurrent.isPending}
                  // The visible text first, then which tier (WCAG 2.5.3: the name contains what the button shows).
                  aria-label={`${setCurrentText(setCurrent.isPending && setCurrent.variables === String(tier.id))}: ${formatMonthly(tier.amount)} effective ${formatDate(tier.effectiveDate)}`}
                >
                  {setCurrentText(setCurrent.isPending && setCurrent.variables === String(tier.id))}
                </Button>
              )}
            </Box>
          ))}
        </Box>
      )}
    </SectionCard>
  );
}

/** /admin/pricing: the current price, the create form and the history with "Set as Current" (spec §2, §5, §8). */
export function PricingPage() {
  return (
    <Box>
      <PageHeading title="Pricing Management" appBarTitle="Pricing" subtitle="Set the monthly price new members are assigned" />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 3fr)' }, alignItems: 'start' }}>
        <CurrentPriceCard />
        <CreateTierCard />
      </Box>
      <Box sx={{ mt: 2 }}>
        <PricingHistoryCard />
      </Box>
    </Box>
  );
}
