import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { LIGHTHOUSE_PHOTOS, type LighthousePropertyInput } from '@pfe/contracts/lighthouse';
import { CenteredSpinner } from '../../../components/centered-spinner';
import { LoadError } from '../../../components/load-error';
import { PageHeader } from '../../../components/page-header';
import { PanelCard } from '../../../components/panel-card';
import { ProfileGate } from '../../../components/profile-gate';
import { useToast } from '../../../components/toast';
import { useCreateProperty } from '../api/create-property';
import { useProfile } from '../api/get-profile';
import { useProperty } from '../api/get-property';
import { useUpdateProperty } from '../api/update-property';
import { BackLink } from '../../../components/back-link';
import { PropertyForm } from '../components/property-form';
import { PropertyPhotos } from '../components/property-photos';
import { failureText } from '../failure';
import { LIGHTHOUSE_PATHS } from '../paths';
import { i18n } from '../../../lib/i18n';

/** Spec §5: a host profile is required to create or edit properties. */
function HostsOnly() {
  return (
    <PanelCard>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Alert severity="info">{i18n.t('lighthouse:ui.onlyHostsCanListPropertiesYour')}</Alert>
        <Button component={RouterLink} to={LIGHTHOUSE_PATHS.browse} variant="contained">
          {i18n.t('lighthouse:ui.browseHousing')}
        </Button>
      </Stack>
    </PanelCard>
  );
}

function Editor({ id }: { id?: string }) {
  const existing = useProperty(id ?? '', { enabled: Boolean(id) });
  const create = useCreateProperty();
  const update = useUpdateProperty(id ?? '');
  const save = id ? update : create;
  const navigate = useNavigate();
  const { toast } = useToast();
  if (id && existing.isPending) return <CenteredSpinner label={i18n.t('lighthouse:ui.loadingTheProperty')} />;
  if (id && existing.isError) return <LoadError error={existing.error} onRetry={() => void existing.refetch()} />;
  const own = existing.data?.visibility === 'owner' ? existing.data : null;
  if (id && !own)
    return (
      <PanelCard>
        <Typography>{i18n.t('lighthouse:texts.propertyNotFound')}</Typography>
      </PanelCard>
    );
  const onSubmit = (input: LighthousePropertyInput) =>
    save.mutate(input, {
      onSuccess: (saved) => {
        toast({ title: id ? i18n.t('lighthouse:ui.propertyUpdated') : i18n.t('lighthouse:ui.propertyListed') });
        navigate(LIGHTHOUSE_PATHS.property(saved.id));
      },
      onError: (error) => toast({ title: i18n.t('lighthouse:ui.error'), description: failureText(id ? i18n.t('lighthouse:ui.failedToUpdateProperty') : i18n.t('lighthouse:ui.failedToCreateProperty'), error), variant: 'destructive' }),
    });
  return (
    <Stack spacing={3} sx={{ maxWidth: 860 }}>
      <PanelCard>
        {own ? (
          <PropertyPhotos property={own} />
        ) : (
          <Typography variant="body2" color="text.secondary">
            {i18n.t('lighthouse:x.photosHelp', { max: LIGHTHOUSE_PHOTOS.max, mb: LIGHTHOUSE_PHOTOS.maxBytes / (1024 * 1024) })} {i18n.t('lighthouse:x.photosLater')}
          </Typography>
        )}
      </PanelCard>
      <PanelCard>
        <PropertyForm property={own} pending={save.isPending} submitLabel={id ? i18n.t('lighthouse:x.saveChanges') : i18n.t('lighthouse:x.listProperty')} onSubmit={onSubmit} onCancel={() => navigate(id ? LIGHTHOUSE_PATHS.property(id) : LIGHTHOUSE_PATHS.myProperties)} />
      </PanelCard>
    </Stack>
  );
}

/** /apps/lighthouse/property/new and /apps/lighthouse/property/edit/:id (spec §2), for hosts. */
export function LighthousePropertyEditorRoute() {
  const { id } = useParams();
  const profile = useProfile();
  return (
    <>
      <BackLink to={LIGHTHOUSE_PATHS.myProperties} label={i18n.t('lighthouse:ui.myProperties')} />
      <PageHeader title={id ? i18n.t('lighthouse:x.editTitle') : i18n.t('lighthouse:x.newTitle')} subtitle={i18n.t('lighthouse:address.editor')} />
      <ProfileGate profile={profile} appName="LightHouse" profilePath={LIGHTHOUSE_PATHS.profile} description={i18n.t('lighthouse:x.welcome')}>
        {(me) => (me.profileType === 'host' ? <Editor key={id ?? 'new'} id={id} /> : <HostsOnly />)}
      </ProfileGate>
    </>
  );
}
