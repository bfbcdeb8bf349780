import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { connectionState, useOnline } from './connection';

const DOT = { live: 'success.main', reconnecting: 'warning.main', offline: 'error.main' } as const;

/**
 * The chat's connection, told truthfully (connection.ts): Live while the socket is subscribed,
 * Offline while the browser has no network, Reconnecting otherwise (the thread is then checked
 * every 5 seconds until the socket is back).
 */
export function LiveStatus({ live }: { live: boolean }) {
  const { t } = useTranslation('chat');
  const state = connectionState({ live, online: useOnline() });
  return (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }} role="status" data-connection={state}>
      <Box aria-hidden sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: DOT[state], flexShrink: 0 }} />
      <Typography variant="caption" color="text.secondary">
        {t(`connection.${state}`)}
      </Typography>
    </Stack>
  );
}
