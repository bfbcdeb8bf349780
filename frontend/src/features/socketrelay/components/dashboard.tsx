import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SocketRelayProfile } from '@pfe/contracts/socketrelay';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { LoadError } from '../../../components/load-error';
import { countryName } from '../../../lib/i18n/countries';
import { useAvailableRequests } from '../api/get-available-requests';
import { useMyFulfillments } from '../api/get-my-fulfillments';
import { useMyRequests } from '../api/get-my-requests';
import { ownState } from '../format';
import { SOCKETRELAY_PATHS } from '../paths';
import { AnnouncementsStrip } from './announcements-strip';
import { AvailableRequests } from './available-requests';
import { CreateRequestBox } from './create-request-box';
import { Counter, Section } from './dashboard-layout';
import { MyFulfillments } from './my-fulfillments';
import { MyRequests } from './my-requests';

/** The dashboard of a member with a profile (spec §2): announcements, counters, the create box and the three lists. */
export function Dashboard({ profile }: { profile: SocketRelayProfile }) {
  const available = useAvailableRequests();
  const mine = useMyRequests();
  const fulfillments = useMyFulfillments();
  const myOpen = mine.data?.filter((r) => ownState(r) === 'open' || ownState(r) === 'in_progress').length;
  const activeFulfillments = fulfillments.data?.filter((f) => f.fulfillment.status === 'active').length;
  const { t } = useTranslation('socketrelay');
  const helped = fulfillments.data?.filter((f) => f.role === 'fulfiller' && f.fulfillment.status === 'completed_success').length;

  return (
    <Stack spacing={3}>
      <AnnouncementsStrip />
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography color="text.secondary">
          <Trans t={t} i18nKey="dashboard.signedInAs" values={{ name: profile.displayName, place: `${profile.city}, ${countryName(profile.country)}` }} components={{ strong: <strong /> }} />
        </Typography>
        <Button component={RouterLink} to={SOCKETRELAY_PATHS.profile} size="small" startIcon={<ManageAccountsOutlined />}>
          {t('dashboard.editProfile')}
        </Button>
      </Stack>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } }} role="group" aria-label={t('dashboard.counters')}>
        <Counter label={t('dashboard.available')} value={available.data?.length} />
        <Counter label={t('dashboard.myOpen')} value={myOpen} />
        <Counter label={t('dashboard.activeFulfillments')} value={activeFulfillments} />
        <Counter label={t('dashboard.helped')} value={helped} />
      </Box>
      <CreateRequestBox />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' }, alignItems: 'start' }}>
        <Section id="sr-available-title" title={t('dashboard.available')}>
          {available.isPending ? (
            <Typography color="text.secondary">{t('common.loading')}</Typography>
          ) : available.isError ? (
            <LoadError error={available.error} onRetry={() => void available.refetch()} />
          ) : (
            <AvailableRequests requests={available.data} />
          )}
        </Section>
        <Stack spacing={3}>
          <Section id="sr-mine-title" title={t('dashboard.myRequests')}>
            {mine.isPending ? (
              <Typography color="text.secondary">{t('common.loading')}</Typography>
            ) : mine.isError ? (
              <LoadError error={mine.error} onRetry={() => void mine.refetch()} />
            ) : (
              <MyRequests requests={mine.data} />
            )}
          </Section>
          <Section id="sr-fulfillments-title" title={t('dashboard.myFulfillments')}>
            {fulfillments.isPending ? (
              <Typography color="text.secondary">{t('common.loading')}</Typography>
            ) : fulfillments.isError ? (
              <LoadError error={fulfillments.error} onRetry={() => void fulfillments.refetch()} />
            ) : (
              <MyFulfillments fulfillments={fulfillments.data} />
            )}
          </Section>
        </Stack>
      </Box>
    </Stack>
  );
}
