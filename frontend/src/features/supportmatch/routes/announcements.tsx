import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { AnnouncementCard } from '../../../components/announcement-card';
import { CenteredSpinner } from '../../../components/centered-spinner';
import { LoadError } from '../../../components/load-error';
import { PageHeader } from '../../../components/page-header';
import { PanelCard } from '../../../components/panel-card';
import { useAnnouncements } from '../../../lib/announcements';
import { BackLink } from '../../../components/back-link';
import { SUPPORTMATCH_PATHS } from '../paths';

/** /apps/supportmatch/announcements (spec §2). */
export function SupportMatchAnnouncementsRoute() {
  const { t } = useTranslation('supportmatch');
  const announcements = useAnnouncements('supportmatch');
  return (
    <>
      <BackLink to={SUPPORTMATCH_PATHS.dashboard} label="SupportMatch" />
      <PageHeader title={t('announcements.title')} subtitle={t('announcements.subtitle')} />
      {announcements.isPending ? (
        <CenteredSpinner label={t('announcements.loading')} />
      ) : announcements.isError ? (
        <LoadError error={announcements.error} onRetry={() => void announcements.refetch()} />
      ) : announcements.data.length === 0 ? (
        <PanelCard>
          <Typography color="text.secondary">{t('announcements.empty')}</Typography>
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
