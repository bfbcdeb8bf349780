import { useTranslation } from 'react-i18next';
import ArrowForward from '@mui/icons-material/ArrowForward';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { ServiceEntry } from '../services';

/**
 * One sub-app with its "Access Service" button (a link named after the service for screen readers
 * too); an app not built yet says "Coming soon" instead, with no link to a page that is not there.
 */
export function ServiceCard({ service }: { service: ServiceEntry }) {
  const { t } = useTranslation('services');
  const titleId = `service-${service.id}-title`;
  const buttonId = `service-${service.id}-access`;
  return (
    <Card component="li" variant="outlined" sx={{ display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ p: { xs: 2, sm: 3 }, flex: 1 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1 }}>
          <Box sx={{ color: service.available ? 'primary.main' : 'text.secondary', display: 'flex' }}>{service.icon}</Box>
          <Typography id={titleId} variant="h6" component="h2">
            {service.name}
          </Typography>
        </Stack>
        <Typography color="text.secondary">{service.description}</Typography>
      </CardContent>
      <CardActions sx={{ px: { xs: 2, sm: 3 }, pb: { xs: 2, sm: 3 }, pt: 0 }}>
        {service.available ? (
          <Button
            id={buttonId}
            component={RouterLink}
            to={service.path}
            variant="contained"
            endIcon={<ArrowForward />}
            aria-labelledby={`${buttonId} ${titleId}`}
            sx={{ width: { xs: '100%', sm: 'auto' } }}
          >
            {t('access')}
          </Button>
        ) : (
          <Chip icon={<ScheduleOutlined />} label={t('comingSoon')} variant="outlined" sx={{ fontWeight: 600 }} />
        )}
      </CardActions>
    </Card>
  );
}
