import HomeWorkOutlined from '@mui/icons-material/HomeWorkOutlined';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageHeader } from '../../../components/page-header';
import { ProfileGate } from '../../../components/profile-gate';
import { i18n } from '../../../lib/i18n';
import { useProfile } from '../api/get-profile';
import { LighthouseAnnouncements } from '../components/announcements';
import { DashboardActions } from '../components/dashboard-actions';
import { RecentRequests } from '../components/recent-requests';
import { LIGHTHOUSE_PATHS } from '../paths';

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
            <DashboardActions me={me} />
            <RecentRequests profile={me} />
            <LighthouseAnnouncements />
          </Stack>
        )}
      </ProfileGate>
    </>
  );
}
