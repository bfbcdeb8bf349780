import { i18n } from '../../../lib/i18n';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { LighthouseProfile } from '@pfe/contracts/lighthouse';
import { CenteredSpinner } from '../../../components/centered-spinner';
import { LoadError } from '../../../components/load-error';
import { PageHeader } from '../../../components/page-header';
import { PanelCard } from '../../../components/panel-card';
import { ProfileGate } from '../../../components/profile-gate';
import { useMatches } from '../api/get-matches';
import { useProfile } from '../api/get-profile';
import { BackLink } from '../../../components/back-link';
import { IncomingRequestCard, SeekerRequestCard } from '../components/request-cards';
import { LIGHTHOUSE_PATHS } from '../paths';

function Requests({ me }: { me: LighthouseProfile }) {
  const matches = useMatches();
  if (matches.isPending) return <CenteredSpinner label={i18n.t('lighthouse:ui.loadingRequestsX')} />;
  if (matches.isError) return <LoadError error={matches.error} onRetry={() => void matches.refetch()} />;
  if (matches.data.length === 0)
    return (
      <PanelCard>
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography color="text.secondary">{me.profileType === 'host' ? i18n.t('lighthouse:ui.noRequestsForYourListingsYet') : i18n.t('lighthouse:ui.youHaveNotRequestedAnyHousing')}</Typography>
          {me.profileType === 'seeker' && (
            <Button component={RouterLink} to={LIGHTHOUSE_PATHS.browse} variant="contained">
              {i18n.t('lighthouse:ui.browseHousing')}
            </Button>
          )}
        </Stack>
      </PanelCard>
    );
  return (
    <Stack spacing={2}>
      {matches.data.map((m) => (m.viewerRole === 'host' ? <IncomingRequestCard key={m.id} match={m} /> : <SeekerRequestCard key={m.id} match={m} />))}
    </Stack>
  );
}

/** /apps/lighthouse/matches (spec §2): a seeker's requests, or the requests on a host's listings with accept and reject. */
export function LighthouseMatchesRoute() {
  const profile = useProfile();
  const host = profile.data?.profileType === 'host';
  return (
    <>
      <BackLink to={LIGHTHOUSE_PATHS.dashboard} label="LightHouse" />
      <PageHeader title={host ? i18n.t('lighthouse:ui.requestsForYourListings') : i18n.t('lighthouse:ui.myRequestsX')} subtitle={host ? i18n.t('lighthouse:ui.acceptOrRejectTheRequestsSeekers') : i18n.t('lighthouse:ui.theHomesYouAskedForAnd')} />
      <ProfileGate profile={profile} appName="LightHouse" profilePath={LIGHTHOUSE_PATHS.profile} description={i18n.t('lighthouse:x.welcome')}>
        {(me) => <Requests me={me} />}
      </ProfileGate>
    </>
  );
}
