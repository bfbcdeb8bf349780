import ArrowBack from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { LIGHTHOUSE_PATHS } from '../paths';

/** Leads from a LightHouse sub-page back to its dashboard (or elsewhere in the app). */
export function BackLink({ to = LIGHTHOUSE_PATHS.dashboard, label = 'LightHouse' }: { to?: string; label?: string }) {
  return (
    <Button component={RouterLink} to={to} startIcon={<ArrowBack />} size="small" sx={{ mb: 1, ml: -1 }}>
      {label}
    </Button>
  );
}
