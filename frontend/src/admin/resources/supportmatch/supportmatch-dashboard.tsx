import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import Diversity3Outlined from '@mui/icons-material/Diversity3Outlined';
import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import ReportOutlined from '@mui/icons-material/ReportOutlined';
import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { ErrorState } from '../../components/list-state';
import { PageHeading } from '../../components/page-heading';
import { SectionLink } from '../../components/section-link';
import { StatCard } from '../../components/stat-card';
import type { AdminDataProvider } from '../../data-provider';
import type { SupportMatchAdminApi } from './admin-api';
import type { SupportMatchStats } from '@pfe/contracts/supportmatch';
import { SM_TEXT } from './texts';
import { useAdminT } from '../../lib/i18n';

export const SUPPORTMATCH_STATS_QUERY_KEY = ['supportmatch', 'stats'] as const;

function useSupportMatchStats() {
  const dataProvider = useDataProvider<AdminDataProvider & SupportMatchAdminApi>();
  return useQuery<SupportMatchStats>({ queryKey: SUPPORTMATCH_STATS_QUERY_KEY, queryFn: () => dataProvider.getSupportMatchStats() });
}

/** /admin/supportmatch: the three counters of GET /api/supportmatch/admin/stats and cards to the sub-pages (spec sub-apps §2). */
export function SupportMatchDashboard() {
  const t = useAdminT();
  const stats = useSupportMatchStats();
  const s = stats.data;
  return (
    <Box>
      <PageHeading title={SM_TEXT.dashboardHeading} appBarTitle="SupportMatch" subtitle={SM_TEXT.dashboardSubtitle} />
      {stats.error && <ErrorState error={stats.error} onRetry={() => void stats.refetch()} />}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' }, mb: 2 }}>
        <StatCard label={t('supportmatch.dashboard.activeUsers')} value={s?.activeUsers ?? 0} caption={t('supportmatch.dashboard.activeUsersCaption')} icon={<PeopleAltOutlined />} pending={stats.isPending} />
        <StatCard
          label={t('supportmatch.dashboard.currentPartnerships')}
          value={s?.currentPartnerships ?? 0}
          caption={t('supportmatch.dashboard.currentPartnershipsCaption')}
          icon={<HandshakeOutlined />}
          pending={stats.isPending}
        />
        <StatCard label={t('supportmatch.dashboard.pendingReports')} value={s?.pendingReports ?? 0} caption={t('supportmatch.dashboard.pendingReportsCaption')} icon={<ReportOutlined />} pending={stats.isPending} />
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
        <SectionLink resource="supportmatch/partnerships" title={t('supportmatch.dashboard.partnerships')} description={t('supportmatch.dashboard.partnershipsDescription')} icon={<Diversity3Outlined />} />
        <SectionLink resource="supportmatch/reports" title={t('supportmatch.dashboard.reports')} description={t('supportmatch.dashboard.reportsDescription')} icon={<ReportOutlined />} />
        <SectionLink resource="supportmatch/announcements" title={t('supportmatch.dashboard.announcements')} description={t('supportmatch.dashboard.announcementsDescription')} icon={<CampaignOutlined />} />
        <SectionLink resource="supportmatch/profiles" title={t('supportmatch.dashboard.profiles')} description={t('supportmatch.dashboard.profilesDescription')} icon={<PeopleAltOutlined />} />
      </Box>
    </Box>
  );
}
