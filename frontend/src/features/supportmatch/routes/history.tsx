import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { partnershipBadge } from '../../../components/badges';
import { CenteredSpinner } from '../../../components/centered-spinner';
import { LoadError } from '../../../components/load-error';
import { PageHeader } from '../../../components/page-header';
import { PanelCard } from '../../../components/panel-card';
import { i18n } from '../../../lib/i18n';
import { usePartnershipHistory } from '../api/get-partnership-history';
import { BackLink } from '../../../components/back-link';
import { VariantBadge } from '../../../components/variant-badge';
import { dateOrNA } from '../format';
import { SUPPORTMATCH_PATHS } from '../paths';

function DateField({ label, value }: { label: string; value: string | null }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 600 }}>{dateOrNA(value)}</Typography>
    </Box>
  );
}

/** Spec §4's badge (components/badges), its words in the member's language. */
function badgeOf(status: string) {
  const badge = partnershipBadge(status);
  return { ...badge, label: i18n.t(`supportmatch:history.badge.${status}`, { defaultValue: badge.label }) };
}

/** /apps/supportmatch/history (spec §2): each partnership with its status badge (§4) and dates. */
export function SupportMatchHistoryRoute() {
  const { t } = useTranslation('supportmatch');
  const history = usePartnershipHistory();
  return (
    <>
      <BackLink to={SUPPORTMATCH_PATHS.dashboard} label="SupportMatch" />
      <PageHeader title={t('history.title')} subtitle={t('history.subtitle')} />
      {history.isPending ? (
        <CenteredSpinner label={t('history.loading')} />
      ) : history.isError ? (
        <LoadError error={history.error} onRetry={() => void history.refetch()} />
      ) : history.data.length === 0 ? (
        <PanelCard>
          <Typography color="text.secondary">{t('history.empty')}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('matching.monthlyCycle')}
          </Typography>
        </PanelCard>
      ) : (
        <Stack component="ul" spacing={2} aria-label={t('history.list')} sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {history.data.map((p) => (
            <PanelCard component="li" key={p.id}>
              <Box sx={{ display: 'grid', gap: 2, alignItems: 'center', gridTemplateColumns: { xs: '1fr 1fr', sm: '160px 1fr 1fr' } }}>
                <Box sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}>
                  <VariantBadge badge={badgeOf(p.status)} />
                </Box>
                <DateField label={t('common.startDate')} value={p.startDate} />
                <DateField label={t('common.endDate')} value={p.endDate} />
              </Box>
            </PanelCard>
          ))}
        </Stack>
      )}
    </>
  );
}
