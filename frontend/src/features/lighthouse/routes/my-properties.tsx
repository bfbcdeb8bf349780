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
import { BackLink } from '../components/back-link';
import { PropertyCard, PropertyGrid } from '../components/property-card';
import { LIGHTHOUSE_PATHS } from '../paths';
import { WELCOME_TEXT } from './dashboard';

const visuallyHidden = { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

function Status({ p }: { p: LighthouseOwnProperty }) {
  return (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
      {p.hiddenByAdmin ? (
        <Chip size="small" color="error" variant="outlined" label="Hidden by an admin" />
      ) : (
        <Chip size="small" color={p.isActive ? 'success' : 'default'} variant="outlined" label={p.isActive ? 'Listed' : 'Not listed'} />
      )}
      <Typography variant="body2" color="text.secondary">
        {p.pendingRequests} pending · {p.acceptedRequests} of {p.maxOccupants} accepted
      </Typography>
      <Button component={RouterLink} to={LIGHTHOUSE_PATHS.editProperty(p.id)} size="small">
        Edit
        <Box component="span" sx={visuallyHidden}>
          {` ${p.title}`}
        </Box>
      </Button>
    </Stack>
  );
}

function Listings() {
  const mine = useMyProperties();
  if (mine.isPending) return <CenteredSpinner label="Loading your properties" />;
  if (mine.isError) return <LoadError error={mine.error} onRetry={() => void mine.refetch()} />;
  if (mine.data.length === 0)
    return (
      <PanelCard>
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography color="text.secondary">You have not listed a property yet.</Typography>
          <Button component={RouterLink} to={LIGHTHOUSE_PATHS.newProperty} variant="contained" startIcon={<AddHomeOutlined />}>
            List a property
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
      <BackLink />
      <PageHeader title="My Properties" subtitle="Your listings, with their open requests." />
      <ProfileGate profile={profile} appName="LightHouse" profilePath={LIGHTHOUSE_PATHS.profile} description={WELCOME_TEXT}>
        {(me) =>
          me.profileType === 'host' ? (
            <Stack spacing={2}>
              <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
                <Button component={RouterLink} to={LIGHTHOUSE_PATHS.newProperty} variant="contained" startIcon={<AddHomeOutlined />}>
                  List a property
                </Button>
              </Stack>
              <Listings />
            </Stack>
          ) : (
            <PanelCard>
              <Typography>Only hosts list properties. Your LightHouse profile is a seeker profile.</Typography>
            </PanelCard>
          )
        }
      </ProfileGate>
    </>
  );
}
