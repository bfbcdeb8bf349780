import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useAnnouncements } from '../../../lib/announcements';

const SEVERITY = { warning: 'warning', maintenance: 'info', update: 'info', promotion: 'success', info: 'info' } as const;

/** SocketRelay's announcements above the dashboard, when there are any (nothing otherwise, not even an error). */
export function AnnouncementsStrip() {
  const { t } = useTranslation('socketrelay');
  const announcements = useAnnouncements('socketrelay');
  if (!announcements.data?.length) return null;
  return (
    <Stack component="section" aria-label={t('announcements')} spacing={1}>
      {announcements.data.map((a) => (
        <Alert key={a.id} severity={SEVERITY[a.type as keyof typeof SEVERITY] ?? 'info'} variant="outlined">
          <AlertTitle>{a.title}</AlertTitle>
          <span style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{a.content}</span>
        </Alert>
      ))}
    </Stack>
  );
}
