import ArrowBack from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';

/** A sub-page's way back (to its app's dashboard, a list, the library): an arrow and where it leads. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Button component={RouterLink} to={to} startIcon={<ArrowBack />} size="small" sx={{ mb: 1, ml: -1 }}>
      {label}
    </Button>
  );
}
