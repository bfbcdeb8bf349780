import HomeWorkOutlined from '@mui/icons-material/HomeWorkOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { LighthouseListingFields } from '@pfe/contracts/lighthouse';
import { propertyTypeLabel, rentLine } from '../format';
import { LIGHTHOUSE_PATHS } from '../paths';

/** The first photo, or a calm placeholder. Photos are served by our own server only (never another host). */
export function PropertyPhoto({ photos, height = 160 }: { photos: string[]; height?: number }) {
  const [first] = photos;
  return first ? (
    <Box component="img" src={first} alt="" loading="lazy" sx={{ width: '100%', height, objectFit: 'cover', display: 'block', bgcolor: 'action.hover' }} />
  ) : (
    <Box sx={{ height: Math.min(height, 96), display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'action.hover', color: 'text.secondary' }} aria-hidden>
      <HomeWorkOutlined fontSize="large" />
    </Box>
  );
}

/** One listing in a grid: photo, title, type, city and state (never the street), rent. */
export function PropertyCard({ property, to = LIGHTHOUSE_PATHS.property(property.id), extra }: { property: LighthouseListingFields; to?: string; extra?: ReactNode }) {
  return (
    <Card variant="outlined" component="article" sx={{ display: 'flex', flexDirection: 'column' }}>
      <CardActionArea component={RouterLink} to={to} sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', alignItems: 'stretch', justifyContent: 'flex-start' }}>
        <PropertyPhoto photos={property.photos} />
        <CardContent>
          <Stack spacing={1}>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {property.title}
            </Typography>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
              <Chip size="small" label={propertyTypeLabel(property.propertyType)} />
              <Typography variant="body2" color="text.secondary">
                {property.city}, {property.state}
              </Typography>
            </Stack>
            <Typography variant="body2">{rentLine(property.monthlyRent)}</Typography>
          </Stack>
        </CardContent>
      </CardActionArea>
      {extra && <Box sx={{ px: 2, pb: 2 }}>{extra}</Box>}
    </Card>
  );
}

export function PropertyGrid({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' } }}>{children}</Box>;
}
