import EditOutlined from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useDraft } from '../../../lib/drafts';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { LIGHTHOUSE_LIMITS as L, type LighthouseProfile, type LighthouseProperty } from '@pfe/contracts/lighthouse';
import { CenteredSpinner } from '../../../components/centered-spinner';
import { LoadError } from '../../../components/load-error';
import { formatUsd } from '../../../components/money';
import { PageHeader } from '../../../components/page-header';
import { PanelCard } from '../../../components/panel-card';
import { ReportButton } from '../../../components/report-dialog';
import { useHostTrust } from '../api/trust';
import { TrustSummary } from '../components/trust';
import { ProfileGate } from '../../../components/profile-gate';
import { useToast } from '../../../components/toast';
import { ApiError } from '../../../lib/api-client';
import { useCreateMatch } from '../api/create-match';
import { useMatches } from '../api/get-matches';
import { useProfile } from '../api/get-profile';
import { useProperty } from '../api/get-property';
import { BackLink } from '../../../components/back-link';
import { PropertyPhoto } from '../components/property-card';
import { failureText } from '../failure';
import { availabilityLine, propertyTypeLabel, rentLine } from '../format';
import { LIGHTHOUSE_PATHS } from '../paths';
import { i18n } from '../../../lib/i18n';

function Fact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{value}</Typography>
    </Box>
  );
}

/** Spec §2: the match request form for seekers (message optional, and a proposed move-in date). */
function RequestForm({ propertyId }: { propertyId: string }) {
  // Kept while the member looks around the app (issue 21 item 10).
  const [message, setMessage] = useDraft(`lighthouse:request:${propertyId}`);
  const [moveIn, setMoveIn] = useState('');
  const request = useCreateMatch();
  const { toast } = useToast();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    request.mutate(
      { propertyId, message: message.trim() || null, proposedMoveInDate: moveIn || null },
      {
        onSuccess: () => {
          toast({ title: i18n.t('lighthouse:ui.requestSent'), description: i18n.t('lighthouse:ui.theHostWillSeeYourRequest') });
          setMessage('');
        },
        onError: (error) => toast({ title: i18n.t('lighthouse:ui.error'), description: failureText(i18n.t('lighthouse:ui.failedToRequestMatch'), error), variant: 'destructive' }),
      },
    );
  };
  return (
    <Box component="form" onSubmit={submit} aria-labelledby="lh-request-title">
      <Stack spacing={2}>
        <Typography id="lh-request-title" variant="h6" component="h2">
          {i18n.t('lighthouse:ui.requestThisHome')}
        </Typography>
        <TextField label={i18n.t('lighthouse:ui.messageToTheHostOptional')} value={message} onChange={(e) => setMessage(e.target.value)} multiline minRows={3} slotProps={{ htmlInput: { maxLength: L.message } }} />
        <TextField label={i18n.t('lighthouse:ui.proposedMoveInDateOptional')} type="date" value={moveIn} onChange={(e) => setMoveIn(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
        <Typography variant="body2" color="text.secondary">
          {i18n.t('lighthouse:address.requestNote')}
        </Typography>
        <Box>
          <Button type="submit" variant="contained" disabled={request.isPending}>
            {request.isPending ? i18n.t('lighthouse:x.sending') : i18n.t('lighthouse:x.requestMatch')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

/** What the viewer can do here: the owner edits; a seeker requests (or sees their open request); a host is told they cannot. */
function Actions({ property, me }: { property: LighthouseProperty; me: LighthouseProfile }) {
  const matches = useMatches({ enabled: me.profileType === 'seeker' });
  if (property.visibility === 'owner')
    return (
      <Button component={RouterLink} to={LIGHTHOUSE_PATHS.editProperty(property.id)} variant="contained" startIcon={<EditOutlined />}>
        {i18n.t('lighthouse:ui.editProperty')}
      </Button>
    );
  if (me.profileType === 'host') return <Alert severity="info">{i18n.t('lighthouse:texts.hostCannotRequest')}</Alert>;
  const open = matches.data?.find((m) => m.viewerRole === 'seeker' && m.property.id === property.id && (m.status === 'pending' || m.status === 'accepted'));
  if (open?.status === 'accepted')
    return (
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <Alert severity="success">{i18n.t('lighthouse:texts.accepted')}</Alert>
        <Button component={RouterLink} to={LIGHTHOUSE_PATHS.conversation(open.id)} variant="contained">
          {i18n.t('lighthouse:ui.messageTheHost')}
        </Button>
      </Stack>
    );
  if (open)
    return (
      <Alert severity="info" action={<Button component={RouterLink} to={LIGHTHOUSE_PATHS.matches}>{i18n.t('lighthouse:ui.myRequests')}</Button>}>
        Your request is waiting for the host&apos;s answer.
      </Alert>
    );
  return <RequestForm propertyId={property.id} />;
}

function PropertyView({ property, me }: { property: LighthouseProperty; me: LighthouseProfile }) {
  const private_ = property.visibility !== 'public';
  return (
    <Stack spacing={3}>
      {property.photos.length > 0 && (
        <Box sx={{ borderRadius: 1, overflow: 'hidden' }}>
          <PropertyPhoto photos={property.photos} height={240} />
        </Box>
      )}
      {property.photos.length > 1 && (
        <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))' }}>
          {property.photos.slice(1).map((src) => (
            <Box key={src} component="img" src={src} alt="" referrerPolicy="no-referrer" loading="lazy" sx={{ width: '100%', height: 80, objectFit: 'cover', borderRadius: 1 }} />
          ))}
        </Box>
      )}
      <PanelCard component="section" aria-label={i18n.t('lighthouse:ui.details')}>
        <Stack spacing={2}>
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            <Chip label={propertyTypeLabel(property.propertyType)} />
            {!property.isActive && <Chip label={i18n.t('lighthouse:ui.notListed')} color="warning" variant="outlined" />}
            {property.visibility === 'owner' && property.hiddenByAdmin && <Chip label={i18n.t('lighthouse:ui.hiddenByAnAdmin')} color="error" variant="outlined" />}
          </Stack>
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{property.description}</Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, minmax(0, 1fr))' } }}>
            <Fact label={i18n.t('lighthouse:ui.location')} value={`${property.city}, ${property.state}`} />
            <Fact label={i18n.t('lighthouse:ui.rent')} value={rentLine(property.monthlyRent)} />
            <Fact label={i18n.t('lighthouse:ui.securityDeposit')} value={property.securityDeposit === null ? i18n.t('lighthouse:ui.notListed') : formatUsd(property.securityDeposit)} />
            <Fact label={i18n.t('lighthouse:ui.bedrooms')} value={property.bedrooms ?? i18n.t('lighthouse:ui.notListed')} />
            <Fact label={i18n.t('lighthouse:ui.bathrooms')} value={property.bathrooms ?? i18n.t('lighthouse:ui.notListed')} />
            <Fact label={i18n.t('lighthouse:ui.maxOccupants')} value={property.maxOccupants} />
            <Fact label={i18n.t('lighthouse:ui.host')} value={property.hostDisplayName} />
          </Box>
          <Typography variant="body2" color="text.secondary">
            {availabilityLine(property.availableFrom, property.availableUntil)}
          </Typography>
          {property.amenities.length > 0 && (
            <Stack spacing={1}>
              <Typography variant="subtitle2" component="h2">
                {i18n.t('lighthouse:ui.amenities')}
              </Typography>
              <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
                {property.amenities.map((a) => (
                  <Chip key={a} label={a} variant="outlined" size="small" />
                ))}
              </Stack>
            </Stack>
          )}
          {property.houseRules && (
            <Stack spacing={0.5}>
              <Typography variant="subtitle2" component="h2">
                {i18n.t('lighthouse:ui.houseRules')}
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{property.houseRules}</Typography>
            </Stack>
          )}
          {private_ ? (
            <Alert severity="success" icon={false} aria-label={i18n.t('lighthouse:ui.address')}>
              <Typography sx={{ fontWeight: 600 }}>
                {property.address}, {property.city}, {property.state} {property.zipCode}
              </Typography>
              {property.visibility === 'accepted' && property.hostPhone && <Typography>{i18n.t('lighthouse:address.hostPhone', { phone: property.hostPhone })}</Typography>}
              <Typography variant="body2">
                {property.visibility === 'owner' ? i18n.t('lighthouse:address.ownerSees') : i18n.t('lighthouse:address.sharedWithYou')}
              </Typography>
            </Alert>
          ) : (
            <Typography variant="body2" color="text.secondary">
              {i18n.t('lighthouse:address.afterAccept')}
            </Typography>
          )}
        </Stack>
      </PanelCard>
      {property.visibility !== 'owner' && <HostTrust propertyId={property.id} who={property.hostDisplayName} />}
      <PanelCard>
        <Actions property={property} me={me} />
      </PanelCard>
      {property.visibility !== 'owner' && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          {/* The listing as it is now is kept as evidence; the host is the reported member (issue 32). */}
          <ReportButton kind="lighthouse.property" id={property.id} name={property.title} label={i18n.t('lighthouse:ui.reportListing')} />
        </Box>
      )}
    </Stack>
  );
}

/** The host's verified badge and published references (issue 32). */
function HostTrust({ propertyId, who }: { propertyId: string; who: string }) {
  const trust = useHostTrust(propertyId);
  return trust.data ? (
    <PanelCard>
      <TrustSummary trust={trust.data} who={who} />
    </PanelCard>
  ) : null;
}

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
