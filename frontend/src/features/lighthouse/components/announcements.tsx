import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { announcementBadge } from '../../../components/badges';
import { PanelCard } from '../../../components/panel-card';
import { useAnnouncements } from '../../../lib/announcements';
import { i18n } from '../../../lib/i18n';

/** LightHouse's announcements on its dashboard (nothing when there are none). */
export function LighthouseAnnouncements() {
  const announcements = useAnnouncements('lighthouse');
  if (!announcements.data?.length) return null;
  return (
    <Stack component="section" aria-labelledby="lh-announcements" spacing={2}>
      <Typography id="lh-announcements" variant="h6" component="h2">
        {i18n.t('lighthouse:ui.announcements')}
      </Typography>
      {announcements.data.map((a) => (
        <PanelCard key={a.id} component="article" aria-labelledby={`lh-ann-${a.id}`}>
          <Stack spacing={1}>
            <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
              <Typography id={`lh-ann-${a.id}`} variant="subtitle1" component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {a.title}
              </Typography>
              <Chip size="small" label={announcementBadge(a.type).label} />
            </Stack>
            <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{a.content}</Typography>
          </Stack>
        </PanelCard>
      ))}
    </Stack>
  );
}
