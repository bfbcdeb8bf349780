import { i18n } from '../lib/i18n';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Announcement } from '@pfe/contracts';
import { formatDate } from '../lib/format-date';
import { announcementBadge } from './badges';
import { PanelCard } from './panel-card';
import { VariantBadge } from './variant-badge';

/**
 * One announcement of a sub-app (spec §2 Announcements): title, type badge, created date, content
 * and expiry date. `headingLevel` fits it under the page's own headings.
 */
export function AnnouncementCard({ announcement, headingLevel = 'h2' }: { announcement: Announcement; headingLevel?: 'h2' | 'h3' }) {
  const created = formatDate(announcement.createdAt);
  const expires = formatDate(announcement.expiresAt);
  const headingId = `announcement-${announcement.id}`;
  return (
    <PanelCard component="article" aria-labelledby={headingId}>
      <Stack spacing={1.5}>
        <Stack direction="row" sx={{ alignItems: 'flex-start', justifyContent: 'space-between', gap: 1.5, flexWrap: 'wrap' }}>
          <Typography id={headingId} variant="h6" component={headingLevel} sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
            {announcement.title}
          </Typography>
          <VariantBadge badge={announcementBadge(announcement.type)} />
        </Stack>
        {created && (
          <Typography variant="body2" color="text.secondary">
            {created}
          </Typography>
        )}
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{announcement.content}</Typography>
        {expires && (
          <Typography variant="body2" color="text.secondary">
            {i18n.t('common:expires', { date: expires })}
          </Typography>
        )}
      </Stack>
    </PanelCard>
  );
}
