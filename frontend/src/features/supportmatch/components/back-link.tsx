import ArrowBack from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { SUPPORTMATCH_PATHS } from '../paths';

/** Leads from a SupportMatch sub-page back to its dashboard. */
export function BackLink() {
  return (
    <Button component={RouterLink} to={SUPPORTMATCH_PATHS.dashboard} startIcon={<ArrowBack />} size="small" sx={{ mb: 1, ml: -1 }}>
      SupportMatch
    </Button>
  );
}
