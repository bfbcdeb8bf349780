import BedtimeOutlined from '@mui/icons-material/BedtimeOutlined';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import Box from '@mui/material/Box';
import { useGetList } from 'react-admin';
import { ErrorState } from '../../components/list-state';
import { PageHeading } from '../../components/page-heading';
import { SectionLink } from '../../components/section-link';
import { StatCard } from '../../components/stat-card';
import { STORIES_RESOURCE } from './stories/resource';
import { useAdminT } from '../../lib/i18n';

const ANNOUNCEMENTS_RESOURCE = 'sleepstories/announcements';
/** Only the totals are needed: one row each (sorted by a field the API allows; react-admin's default `id` is a 400). */
const ONE = { pagination: { page: 1, perPage: 1 }, sort: { field: 'createdAt', order: 'DESC' as const } };

/** /admin/sleepstories: the library's counts and links to its stories and announcements, like the other apps' overviews (issue 28 item 8). */
export function SleepStoriesDashboard() {
  const t = useAdminT();
  const stories = useGetList(STORIES_RESOURCE, ONE);
  const active = useGetList(STORIES_RESOURCE, { ...ONE, filter: { isActive: true } });
  const announcements = useGetList(ANNOUNCEMENTS_RESOURCE, ONE);
  const failed = [stories, active, announcements].find((q) => q.error);
  return (
    <Box>
      <PageHeading title={t('sleepstories.dashboard.title')} appBarTitle={t('sleepstories.dashboard.appBarTitle')} subtitle={t('sleepstories.dashboard.subtitle')} />
      {failed && (
        <ErrorState
          error={failed.error}
          onRetry={() => {
            for (const q of [stories, active, announcements]) void q.refetch();
          }}
        />
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' }, mb: 2 }}>
        <StatCard label={t('sleepstories.dashboard.total')} value={stories.total ?? 0} caption={t('sleepstories.dashboard.totalCaption')} icon={<BedtimeOutlined />} pending={stories.isPending} />
        <StatCard label={t('sleepstories.dashboard.active')} value={active.total ?? 0} caption={t('sleepstories.dashboard.activeCaption')} icon={<BedtimeOutlined />} pending={active.isPending} />
        <StatCard label={t('sleepstories.dashboard.announcements')} value={announcements.total ?? 0} caption={t('sleepstories.dashboard.announcementsCaption')} icon={<CampaignOutlined />} pending={announcements.isPending} />
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
        <SectionLink resource={STORIES_RESOURCE} title={t('sleepstories.dashboard.stories')} description={t('sleepstories.dashboard.storiesDescription')} icon={<BedtimeOutlined />} />
        <SectionLink resource={ANNOUNCEMENTS_RESOURCE} title={t('sleepstories.dashboard.announcementsLink')} description={t('sleepstories.dashboard.announcementsDescription')} icon={<CampaignOutlined />} />
      </Box>
    </Box>
  );
}
