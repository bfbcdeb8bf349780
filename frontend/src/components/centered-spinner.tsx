import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** A spinner in the content area (the shared PageSpinner fills the whole viewport). */
export function CenteredSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <Box sx={{ py: 6, display: 'grid', placeItems: 'center' }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}
