import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import HomeWorkOutlined from '@mui/icons-material/HomeWorkOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { LighthouseStats } from '@pfe/contracts/lighthouse';
import { ErrorState } from '../../components/list-state';
import { PageHeading } from '../../components/page-heading';
import { SectionLink } from '../../components/section-link';
import { StatCard } from '../../components/stat-card';
import type { AdminDataProvider } from '../../data-provider';
import type { LighthouseAdminApi } from './admin-api';
import { useAdminT } from '../../lib/i18n';

export const LIGHTHOUSE_STATS_QUERY_KEY = ['lighthouse', 'stats'] as const;

/** /admin/lighthouse: the five counters of GET /api/lighthouse/admin/stats and links to properties and announcements (spec sub-apps §2). */
export function LighthouseDashboard() {
  const t = useAdminT();
  const dataProvider = useDataProvider<AdminDataProvider & LighthouseAdminApi>();
  const stats = useQuery<LighthouseStats>({ queryKey: LIGHTHOUSE_STATS_QUERY_KEY, queryFn: () => dataProvider.getLighthouseStats() });
  const s = stats.data;
  return (
    <Box>
      <PageHeading title={t('lighthouse.dashboard.title')} appBarTitle="LightHouse" subtitle={t('lighthouse.dashboard.subtitle')} />
      {stats.error && <ErrorState error={stats.error} onRetry={() => void stats.refetch()} />}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(5, minmax(0, 1fr))' }, mb: 2 }}>
        <StatCard label={t('lighthouse.dashboard.totalSeekers')} value={s?.totalSeekers ?? 0} caption={t('lighthouse.dashboard.totalSeekersCaption')} icon={<SearchOutlined />} pending={stats.isPending} />
        <StatCard label={t('lighthouse.dashboard.totalHosts')} value={s?.totalHosts ?? 0} caption={t('lighthouse.dashboard.totalHostsCaption')} icon={<HomeWorkOutlined />} pending={stats.isPending} />
        <StatCard label={t('lighthouse.dashboard.totalProperties')} value={s?.totalProperties ?? 0} caption={t('lighthouse.dashboard.totalPropertiesCaption')} icon={<ApartmentOutlined />} pending={stats.isPending} />
        <StatCard label={t('lighthouse.dashboard.activeMatches')} value={s?.activeMatches ?? 0} caption={t('lighthouse.dashboard.activeMatchesCaption')} icon={<HandshakeOutlined />} pending={stats.isPending} />
        <StatCard label={t('lighthouse.dashboard.completedMatches')} value={s?.completedMatches ?? 0} caption={t('lighthouse.dashboard.completedMatchesCaption')} icon={<TaskAltOutlined />} pending={stats.isPending} />
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
        <SectionLink resource="lighthouse/properties" title={t('lighthouse.dashboard.properties')} description={t('lighthouse.dashboard.propertiesDescription')} icon={<ApartmentOutlined />} />
        <SectionLink resource="lighthouse/announcements" title={t('lighthouse.dashboard.announcements')} description={t('lighthouse.dashboard.announcementsDescription')} icon={<CampaignOutlined />} />
      </Box>
    </Box>
  );
}
