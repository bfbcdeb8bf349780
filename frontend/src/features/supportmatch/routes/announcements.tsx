import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AnnouncementCard } from '../../../components/announcement-card';
import { CenteredSpinner } from '../../../components/centered-spinner';
import { LoadError } from '../../../components/load-error';
import { PageHeader } from '../../../components/page-header';
import { PanelCard } from '../../../components/panel-card';
import { useAnnouncements } from '../api/get-announcements';
import { BackLink } from '../components/back-link';

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
