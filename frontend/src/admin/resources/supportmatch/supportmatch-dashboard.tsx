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

export const SUPPORTMATCH_STATS_QUERY_KEY = ['supportmatch', 'stats'] as const;

function useSupportMatchStats() {
  const dataProvider = useDataProvider<AdminDataProvider & SupportMatchAdminApi>();
  return useQuery<SupportMatchStats>({ queryKey: SUPPORTMATCH_STATS_QUERY_KEY, queryFn: () => dataProvider.getSupportMatchStats() });
}

/** /admin/supportmatch: the three counters of GET /api/supportmatch/admin/stats and cards to the sub-pages (spec sub-apps §2). */
export function SupportMatchDashboard() {
  const stats = useSupportMatchStats();
  const s = stats.data;
  return (
    <Box>
      <PageHeading title={SM_TEXT.dashboardHeading} appBarTitle="SupportMatch" subtitle={SM_TEXT.dashboardSubtitle} />
      {stats.error && <ErrorState error={stats.error} onRetry={() => void stats.refetch()} />}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' }, mb: 2 }}>
        <StatCard label="Active Users" value={s?.activeUsers ?? 0} caption="Active SupportMatch profiles" icon={<PeopleAltOutlined />} pending={stats.isPending} />
        <StatCard
          label="Current Partnerships"
          value={s?.currentPartnerships ?? 0}
          caption="Active accountability partnerships"
          icon={<HandshakeOutlined />}
          pending={stats.isPending}
        />
        <StatCard label="Pending Reports" value={s?.pendingReports ?? 0} caption="Safety reports awaiting review" icon={<ReportOutlined />} pending={stats.isPending} />
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
        <SectionLink resource="supportmatch/partnerships" title="Partnerships" description="Run matching, active and past partnerships" icon={<Diversity3Outlined />} />
        <SectionLink resource="supportmatch/reports" title="Safety Reports" description="Pending and resolved safety reports" icon={<ReportOutlined />} />
        <SectionLink resource="supportmatch/announcements" title="Announcements" description="Create, edit and delete announcements" icon={<CampaignOutlined />} />
        <SectionLink resource="supportmatch/profiles" title="Profiles" description="Read-only list of profiles" icon={<PeopleAltOutlined />} />
      </Box>
    </Box>
  );
}
