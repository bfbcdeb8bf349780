import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';

/** A spinner in the content area (the shared PageSpinner fills the whole viewport). */
export function CenteredSpinner({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ py: 6, display: 'grid', placeItems: 'center' }}>
      <CircularProgress aria-label={label ?? t('loading')} />
    </Box>
  );
}
