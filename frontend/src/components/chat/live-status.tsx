import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** Whether new messages arrive live (socket) or by polling every 5 seconds (the fallback). */
export function LiveStatus({ live }: { live: boolean }) {
  return (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }} role="status">
      <Box sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: live ? 'success.main' : 'warning.main', flexShrink: 0 }} />
      <Typography variant="caption" color="text.secondary">
        {live ? 'Live' : 'Checking every 5 seconds'}
      </Typography>
    </Stack>
  );
}
