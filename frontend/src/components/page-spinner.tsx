import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';

export function PageSpinner({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center' }}>
      <CircularProgress aria-label={label ?? t('loading')} />
    </Box>
  );
}
