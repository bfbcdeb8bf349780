import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import { PageHeader } from '../../../components/page-header';
import { useSubApps } from '../../../lib/sub-apps';
import { ServiceCard } from '../components/service-card';
import { servicesOf } from '../services';

/** /services for members (spec §2 "Available Services"): the sub-apps of the manifest. */
export function ServicesRoute() {
  const { t } = useTranslation('services');
  const services = servicesOf(useSubApps());
  return (
    <>
      <PageHeader title={t('title')} />
      <Box
        component="ul"
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } }}
      >
        {services.map((service) => (
          <ServiceCard key={service.id} service={service} />
        ))}
      </Box>
    </>
  );
}
