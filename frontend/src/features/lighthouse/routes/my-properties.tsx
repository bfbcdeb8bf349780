import { i18n } from '../../../lib/i18n';
import AddHomeOutlined from '@mui/icons-material/AddHomeOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { LighthouseOwnProperty } from '@pfe/contracts/lighthouse';
import { CenteredSpinner } from '../../../components/centered-spinner';
import { LoadError } from '../../../components/load-error';
import { PageHeader } from '../../../components/page-header';
import { PanelCard } from '../../../components/panel-card';
import { ProfileGate } from '../../../components/profile-gate';
import { useMyProperties } from '../api/get-my-properties';
import { useProfile } from '../api/get-profile';
import { BackLink } from '../../../components/back-link';
import { PropertyCard, PropertyGrid } from '../components/property-card';
import { LIGHTHOUSE_PATHS } from '../paths';

const visuallyHidden = { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

function Status({ p }: { p: LighthouseOwnProperty }) {
  return (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
      {p.hiddenByAdmin ? (
        <Chip size="small" color="error" variant="outlined" label={i18n.t('lighthouse:ui.hiddenByAnAdmin')} />
      ) : (
        <Chip size="small" color={p.isActive ? 'success' : 'default'} variant="outlined" label={p.isActive ? i18n.t('lighthouse:ui.listed') : i18n.t('lighthouse:ui.notListed')} />
      )}
      <Typography variant="body2" color="text.secondary">
        {i18n.t('lighthouse:x.openRequests', { pending: p.pendingRequests, accepted: p.acceptedRequests, max: p.maxOccupants })}
      </Typography>
      <Button component={RouterLink} to={LIGHTHOUSE_PATHS.editProperty(p.id)} size="small">
        {i18n.t('lighthouse:ui.edit')}
        <Box component="span" sx={visuallyHidden}>
          {` ${p.title}`}
        </Box>
      </Button>
    </Stack>
  );
}

function Listings() {
  const mine = useMyProperties();
  if (mine.isPending) return <CenteredSpinner label={i18n.t('lighthouse:ui.loadingYourProperties')} />;
  if (mine.isError) return <LoadError error={mine.error} onRetry={() => void mine.refetch()} />;
  if (mine.data.length === 0)
    return (
      <PanelCard>
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography color="text.secondary">{i18n.t('lighthouse:ui.youHaveNotListedAProperty')}</Typography>
          <Button component={RouterLink} to={LIGHTHOUSE_PATHS.newProperty} variant="contained" startIcon={<AddHomeOutlined />}>
            {i18n.t('lighthouse:ui.listAProperty')}
          </Button>
        </Stack>
      </PanelCard>
    );
  return (
    <PropertyGrid>
      {mine.data.map((p) => (
        <PropertyCard key={p.id} property={p} extra={<Status p={p} />} />
      ))}
    </PropertyGrid>
  );
}

/** /apps/lighthouse/my-properties (spec §2): a host's listings. */
export function LighthouseMyPropertiesRoute() {
  const profile = useProfile();
  return (
    <>
      <BackLink to={LIGHTHOUSE_PATHS.dashboard} label="LightHouse" />
      <PageHeader title={i18n.t('lighthouse:ui.myPropertiesX')} subtitle={i18n.t('lighthouse:ui.yourListingsWithTheirOpenRequests')} />
      <ProfileGate profile={profile} appName="LightHouse" profilePath={LIGHTHOUSE_PATHS.profile} description={i18n.t('lighthouse:x.welcome')}>
        {(me) =>
          me.profileType === 'host' ? (
            <Stack spacing={2}>
              <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
                <Button component={RouterLink} to={LIGHTHOUSE_PATHS.newProperty} variant="contained" startIcon={<AddHomeOutlined />}>
                  {i18n.t('lighthouse:ui.listAProperty')}
                </Button>
              </Stack>
              <Listings />
            </Stack>
          ) : (
            <PanelCard>
              <Typography>{i18n.t('lighthouse:ui.onlyHostsListPropertiesYourLighthouse')}</Typography>
            </PanelCard>
          )
        }
      </ProfileGate>
    </>
  );
}
