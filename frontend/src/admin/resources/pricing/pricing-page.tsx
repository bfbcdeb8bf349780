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
import { useAdminT } from '../../lib/i18n';

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
  const t = useAdminT();
  const { tier, isPending: pending, error } = useCurrentTier();
  return (
    <SectionCard title={t('pricing.current.title')} description={t('pricing.current.description')}>
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
            {t('pricing.current.since', { date: formatDate(tier.effectiveDate) })}
          </Typography>
        </>
      ) : (
        <Typography color="text.secondary">{t('pricing.current.none')}</Typography>
      )}
    </SectionCard>
  );
}

function PricingHistoryCard() {
  const t = useAdminT();
  const setCurrentText = (updating: boolean) => (updating ? t('pricing.history.updating') : t('pricing.history.setCurrent'));
  const dataProvider = useDataProvider<AdminDataProvider>();
  const toast = useAdminToast();
  const { data, isPending, error, refetch } = useTiers();
  const setCurrent = useSingleFlightMutation({
    mutationFn: (id: string) => dataProvider.setCurrentPricingTier(id),
    onSuccess: () => toast({ title: t('common.success'), description: t('pricing.history.updated') }),
    onError: () => toast({ title: t('common.error'), description: t('pricing.history.updateFailed'), variant: 'destructive' }),
  });

  return (
    <SectionCard title={t('pricing.history.title')} description={t('pricing.history.description')} disablePadding>
      {isPending ? (
        <LoadingState text={t('pricing.history.loading')} />
      ) : error ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : !data || data.length === 0 ? (
        <EmptyState title={t('pricing.history.empty')} icon={<SellOutlined />} />
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
                  {tier.isCurrentTier && <Chip size="small" color="primary" label={t('pricing.history.current')} sx={{ fontWeight: 600 }} />}
                </Box>
                <Typography variant="body2" color="text.secondary">
                  {t('pricing.history.effective', { date: formatDate(tier.effectiveDate) })}
                </Typography>
              </Box>
              {!tier.isCurrentTier && (
                <Button
                  variant="outlined"
                  size="small"
                  onClick={() => setCurrent.mutate(String(tier.id))}
                  disabled={setCurrent.isPending}
                  // The visible text first, then which tier (WCAG 2.5.3: the name contains what the button shows).
                  aria-label={t('pricing.history.setCurrentLabel', {
                    action: setCurrentText(setCurrent.isPending && setCurrent.variables === String(tier.id)),
                    amount: formatMonthly(tier.amount),
                    date: formatDate(tier.effectiveDate),
                  })}
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
  const t = useAdminT();
  return (
    <Box>
      <PageHeading title={t('pricing.title')} appBarTitle={t('pricing.appBarTitle')} subtitle={t('pricing.subtitle')} />
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
