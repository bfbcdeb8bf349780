import { i18n } from '../../../lib/i18n';
import AddHomeOutlined from '@mui/icons-material/AddHomeOutlined';
import HomeWorkOutlined from '@mui/icons-material/HomeWorkOutlined';
import ListAltOutlined from '@mui/icons-material/ListAltOutlined';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { LighthouseProfile } from '@pfe/contracts/lighthouse';
import { announcementBadge } from '../../../components/badges';
import { LoadError } from '../../../components/load-error';
import { PageHeader } from '../../../components/page-header';
import { PanelCard } from '../../../components/panel-card';
import { ProfileGate } from '../../../components/profile-gate';
import { useAnnouncements } from '../../../lib/announcements';
import { useMatches } from '../api/get-matches';
import { useProfile } from '../api/get-profile';
import { IncomingRequestCard, SeekerRequestCard } from '../components/request-cards';
import { LIGHTHOUSE_PATHS } from '../paths';

export const WELCOME_TEXT =
  'LightHouse connects survivors looking for a safe place to live with hosts who offer one. Create your profile as a seeker to browse homes and send requests, or as a host to list a room or a home. Street addresses are shared only after a host accepts a request.';
/** How many recent requests the dashboard shows (spec §2: the first 3, with a link to all). */
export const RECENT_REQUESTS = 3;

function Action({ to, icon, children }: { to: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Button component={RouterLink} to={to} variant="outlined" startIcon={icon} sx={{ justifyContent: 'flex-start' }}>
      {children}
    </Button>
  );
}

function RecentRequests({ profile }: { profile: LighthouseProfile }) {
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

function Announcements() {
  const announcements = useAnnouncements('lighthouse');
  if (!announcements.data?.length) return null;
  return (
    <Stack component="section" aria-labelledby="lh-announcements" spacing={2}>
      <Typography id="lh-announcements" variant="h6" component="h2">
        {i18n.t('lighthouse:ui.announcements')}
      </Typography>
      {announcements.data.map((a) => (
        <PanelCard key={a.id} component="article" aria-labelledby={`lh-ann-${a.id}`}>
          <Stack spacing={1}>
            <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
              <Typography id={`lh-ann-${a.id}`} variant="subtitle1" component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {a.title}
              </Typography>
              <Chip size="small" label={announcementBadge(a.type).label} />
            </Stack>
            <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{a.content}</Typography>
          </Stack>
        </PanelCard>
      ))}
    </Stack>
  );
}

/** /apps/lighthouse (spec §2): the welcome screen without a profile; else the member's actions and first 3 recent requests. */
export function LighthouseDashboardRoute() {
  const profile = useProfile();
  return (
    <>
      <PageHeader title="LightHouse" subtitle={i18n.t('lighthouse:ui.safeHousingConnectionsInNewYork')} />
      <ProfileGate profile={profile} appName="LightHouse" icon={<HomeWorkOutlined fontSize="large" />} profilePath={LIGHTHOUSE_PATHS.profile} description={i18n.t('lighthouse:x.welcome')}>
        {(me) => (
          <Stack spacing={3}>
            <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1.5 }}>
              <Typography variant="h5" component="p" sx={{ overflowWrap: 'anywhere' }}>
                {i18n.t('lighthouse:x.welcomeName', { name: me.displayName })}
              </Typography>
              <Chip label={me.profileType === 'host' ? i18n.t('lighthouse:ui.host') : i18n.t('lighthouse:x.seeker')} color="primary" variant="outlined" />
            </Stack>
            <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' } }}>
              <Action to={LIGHTHOUSE_PATHS.browse} icon={<SearchOutlined />}>
                {i18n.t('lighthouse:ui.browseHousing')}
              </Action>
              {me.profileType === 'host' && (
                <>
                  <Action to={LIGHTHOUSE_PATHS.newProperty} icon={<AddHomeOutlined />}>
                    {i18n.t('lighthouse:ui.listAProperty')}
                  </Action>
                  <Action to={LIGHTHOUSE_PATHS.myProperties} icon={<HomeWorkOutlined />}>
                    {i18n.t('lighthouse:ui.myProperties')}
                  </Action>
                </>
              )}
              <Action to={LIGHTHOUSE_PATHS.matches} icon={<ListAltOutlined />}>
                {me.profileType === 'host' ? i18n.t('lighthouse:ui.requests') : i18n.t('lighthouse:ui.myRequests')}
              </Action>
              <Action to={LIGHTHOUSE_PATHS.profile} icon={<ManageAccountsOutlined />}>
                {i18n.t('lighthouse:ui.profile')}
              </Action>
            </Box>
            <RecentRequests profile={me} />
            <Announcements />
          </Stack>
        )}
      </ProfileGate>
    </>
  );
}
