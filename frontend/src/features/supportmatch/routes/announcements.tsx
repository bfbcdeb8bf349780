import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { announcementBadge } from '../../../components/badges';
import { CenteredSpinner } from '../../../components/centered-spinner';
import { LoadError } from '../../../components/load-error';
import { PageHeader } from '../../../components/page-header';
import { PanelCard } from '../../../components/panel-card';
import type { Announcement } from '@pfe/contracts';
import { useAnnouncements } from '../api/get-announcements';
import { BackLink } from '../components/back-link';
import { VariantBadge } from '../components/variant-badge';
import { formatDate } from '../format';

function AnnouncementCard({ announcement }: { announcement: Announcement }) {
  const created = formatDate(announcement.createdAt);
  const expires = formatDate(announcement.expiresAt);
  return (
    <PanelCard component="article" aria-labelledby={`sm-ann-${announcement.id}`}>
      <Stack spacing={1.5}>
        <Stack direction="row" sx={{ alignItems: 'flex-start', justifyContent: 'space-between', gap: 1.5, flexWrap: 'wrap' }}>
          <Typography id={`sm-ann-${announcement.id}`} variant="h6" component="h2" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
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
            Expires {expires}
          </Typography>
        )}
      </Stack>
    </PanelCard>
  );
}

/** /apps/supportmatch/announcements (spec §2). */
export function SupportMatchAnnouncementsRoute() {
  const announcements = useAnnouncements();
  return (
    <>
      <BackLink />
      <PageHeader title="Announcements" subtitle="News and updates from the SupportMatch team." />
      {announcements.isPending ? (
        <CenteredSpinner label="Loading announcements" />
      ) : announcements.isError ? (
        <LoadError error={announcements.error} onRetry={() => void announcements.refetch()} />
      ) : announcements.data.length === 0 ? (
        <PanelCard>
          <Typography color="text.secondary">No announcements at this time.</Typography>
        </PanelCard>
      ) : (
        <Stack spacing={2}>
          {announcements.data.map((a) => (
            <AnnouncementCard key={a.id} announcement={a} />
          ))}
        </Stack>
      )}
    </>
  );
}
