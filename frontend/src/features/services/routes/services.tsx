import Box from '@mui/material/Box';
import { PageHeader } from '../../../components/page-header';
import { ServiceCard } from '../components/service-card';
import { SERVICES } from '../services';

/** /services for members (spec §2 "Available Services"). */
export function ServicesRoute() {
  return (
    <>
      <PageHeader title="Available Services" />
      <Box
        component="ul"
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } }}
      >
        {SERVICES.map((service) => (
          <ServiceCard key={service.id} service={service} />
        ))}
      </Box>
    </>
  );
}
