import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { LighthouseProfile, LighthouseProperty } from '@pfe/contracts/lighthouse';
import type { ReactNode } from 'react';
import { formatUsd } from '../../../components/money';
import { PanelCard } from '../../../components/panel-card';
import { ReportButton } from '../../../components/report-dialog';
import { i18n } from '../../../lib/i18n';
import { availabilityLine, propertyTypeLabel, rentLine } from '../format';
import { PropertyActions } from './property-actions';
import { PropertyPhoto } from './property-card';
import { HostTrust } from './trust';

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

/** The listing as the viewer may see it: photos, details, the address once shared, the host's references, what she can do, and a report. */
export function PropertyView({ property, me }: { property: LighthouseProperty; me: LighthouseProfile }) {
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
        <PropertyActions property={property} me={me} />
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
