import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { BackLink } from '../../../components/back-link';
import { CenteredSpinner } from '../../../components/centered-spinner';
import { LoadError } from '../../../components/load-error';
import { PageHeader } from '../../../components/page-header';
import { PanelCard } from '../../../components/panel-card';
import { ProfileGate } from '../../../components/profile-gate';
import { ApiError } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';
import { useProfile } from '../api/get-profile';
import { useProperty } from '../api/get-property';
import { PropertyView } from '../components/property-view';
import { LIGHTHOUSE_PATHS } from '../paths';

/** /apps/lighthouse/property/:id (spec §2): the listing as the viewer may see it, with the request form for seekers. */
export function LighthousePropertyRoute() {
  const { id = '' } = useParams();
  const profile = useProfile();
  const property = useProperty(id, { enabled: Boolean(profile.data) });
  const notFound = property.error instanceof ApiError && property.error.status === 404;
  return (
    <>
      <BackLink to={LIGHTHOUSE_PATHS.browse} label={i18n.t('lighthouse:ui.browse')} />
      <ProfileGate profile={profile} appName="LightHouse" profilePath={LIGHTHOUSE_PATHS.profile} description={i18n.t('lighthouse:x.welcome')}>
        {(me) =>
          property.isPending ? (
            <CenteredSpinner label={i18n.t('lighthouse:ui.loadingTheProperty')} />
          ) : notFound ? (
            <>
              <PageHeader title={i18n.t('lighthouse:texts.propertyNotFound')} />
              <PanelCard>
                <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
                  <Typography color="text.secondary">{i18n.t('lighthouse:ui.thisListingDoesNotExistOr')}</Typography>
                  <Button component={RouterLink} to={LIGHTHOUSE_PATHS.browse} variant="contained">
                    {i18n.t('lighthouse:ui.browseHousing')}
                  </Button>
                </Stack>
              </PanelCard>
            </>
          ) : property.isError ? (
            <LoadError error={property.error} onRetry={() => void property.refetch()} />
          ) : (
            <>
              <PageHeader title={property.data.title} subtitle={`${property.data.city}, ${property.data.state}`} />
              <PropertyView property={property.data} me={me} />
            </>
          )
        }
      </ProfileGate>
    </>
  );
}
