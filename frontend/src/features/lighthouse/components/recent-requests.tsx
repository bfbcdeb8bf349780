import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { LighthouseProfile } from '@pfe/contracts/lighthouse';
import { Link as RouterLink } from 'react-router-dom';
import { LoadError } from '../../../components/load-error';
import { PanelCard } from '../../../components/panel-card';
import { i18n } from '../../../lib/i18n';
import { useMatches } from '../api/get-matches';
import { LIGHTHOUSE_PATHS } from '../paths';
import { IncomingRequestCard, SeekerRequestCard } from './request-cards';

/** How many recent requests the dashboard shows (spec §2: the first 3, with a link to all). */
const RECENT_REQUESTS = 3;

/** The dashboard's first few requests (a host's on her listings, a seeker's own), with a link to all. */
export function RecentRequests({ profile }: { profile: LighthouseProfile }) {
  const matches = useMatches();
  const host = profile.profileType === 'host';
  const title = host ? i18n.t('lighthouse:ui.recentRequestsForYourListings') : i18n.t('lighthouse:ui.yourRecentRequests');
  return (
    <Stack component="section" aria-labelledby="lh-recent" spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography id="lh-recent" variant="h6" component="h2">
          {title}
        </Typography>
        <Button component={RouterLink} to={LIGHTHOUSE_PATHS.matches} size="small">
          {i18n.t('lighthouse:ui.viewAllRequests')}
        </Button>
      </Stack>
      {matches.isPending ? (
        <Typography color="text.secondary">{i18n.t('lighthouse:ui.loadingRequests')}</Typography>
      ) : matches.isError ? (
        <LoadError error={matches.error} onRetry={() => void matches.refetch()} />
      ) : matches.data.length === 0 ? (
        <PanelCard>
          <Typography color="text.secondary">{host ? i18n.t('lighthouse:ui.noRequestsForYourListingsYet') : i18n.t('lighthouse:ui.youHaveNotRequestedAnyHousing')}</Typography>
        </PanelCard>
      ) : (
        matches.data
          .slice(0, RECENT_REQUESTS)
          .map((m) => (m.viewerRole === 'host' ? <IncomingRequestCard key={m.id} match={m} compact /> : <SeekerRequestCard key={m.id} match={m} compact />))
      )}
    </Stack>
  );
}
