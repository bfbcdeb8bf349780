import Typography from '@mui/material/Typography';
import { CenteredSpinner } from '../../../components/centered-spinner';
import { LoadError } from '../../../components/load-error';
import { PageHeader } from '../../../components/page-header';
import { PanelCard } from '../../../components/panel-card';
import { ProfileGate } from '../../../components/profile-gate';
import { useProfile } from '../api/get-profile';
import { useProperties } from '../api/get-properties';
import { BackLink } from '../../../components/back-link';
import { PropertyCard, PropertyGrid } from '../components/property-card';
import { LIGHTHOUSE_PATHS } from '../paths';
import { i18n } from '../../../lib/i18n';

function Listings() {
  const listings = useProperties();
  if (listings.isPending) return <CenteredSpinner label={i18n.t('lighthouse:ui.loadingHousingOptions')} />;
  if (listings.isError) return <LoadError error={listings.error} onRetry={() => void listings.refetch()} />;
  if (listings.data.length === 0)
    return (
      <PanelCard>
        <Typography color="text.secondary">{i18n.t('lighthouse:texts.noListings')}</Typography>
      </PanelCard>
    );
  return (
    <PropertyGrid>
      {listings.data.map((p) => (
        <PropertyCard key={p.id} property={p} />
      ))}
    </PropertyGrid>
  );
}

/** /apps/lighthouse/browse (spec §2): the grid of listed properties, city and state only. */
export function LighthouseBrowseRoute() {
  const profile = useProfile();
  return (
    <>
      <BackLink to={LIGHTHOUSE_PATHS.dashboard} label="LightHouse" />
      <PageHeader title={i18n.t('lighthouse:x.browseTitle')} subtitle={i18n.t('lighthouse:address.browse')} />
      <ProfileGate profile={profile} appName="LightHouse" profilePath={LIGHTHOUSE_PATHS.profile} description={i18n.t('lighthouse:x.welcome')}>
        <Listings />
      </ProfileGate>
    </>
  );
}
