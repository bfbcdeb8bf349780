import ArrowBack from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { SLEEPSTORIES_PATHS } from '../paths';

/** Spec §2: the story page's back link, to the library. */
export function BackLink() {
  return (
    <Button component={RouterLink} to={SLEEPSTORIES_PATHS.library} startIcon={<ArrowBack />} size="small" sx={{ mb: 1, ml: -1 }}>
      All sleep stories
    </Button>
  );
}
