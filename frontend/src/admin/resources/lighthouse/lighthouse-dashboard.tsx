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

export const LIGHTHOUSE_STATS_QUERY_KEY = ['lighthouse', 'stats'] as const;

/** /admin/lighthouse: the five counters of GET /api/lighthouse/admin/stats and links to properties and announcements (spec sub-apps §2). */
export function LighthouseDashboard() {
  const dataProvider = useDataProvider<AdminDataProvider & LighthouseAdminApi>();
  const stats = useQuery<LighthouseStats>({ queryKey: LIGHTHOUSE_STATS_QUERY_KEY, queryFn: () => dataProvider.getLighthouseStats() });
  const s = stats.data;
  return (
    <Box>
      <PageHeading title="LightHouse Admin" appBarTitle="LightHouse" subtitle="Seekers, hosts, listings and requests" />
      {stats.error && <ErrorState error={stats.error} onRetry={() => void stats.refetch()} />}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(5, minmax(0, 1fr))' }, mb: 2 }}>
        <StatCard label="Total Seekers" value={s?.totalSeekers ?? 0} caption="Seeker profiles" icon={<SearchOutlined />} pending={stats.isPending} />
        <StatCard label="Total Hosts" value={s?.totalHosts ?? 0} caption="Host profiles" icon={<HomeWorkOutlined />} pending={stats.isPending} />
        <StatCard label="Total Properties" value={s?.totalProperties ?? 0} caption="Listings, listed or not" icon={<ApartmentOutlined />} pending={stats.isPending} />
        <StatCard label="Active Matches" value={s?.activeMatches ?? 0} caption="Pending and accepted requests" icon={<HandshakeOutlined />} pending={stats.isPending} />
        <StatCard label="Completed Matches" value={s?.completedMatches ?? 0} caption="Requests completed" icon={<TaskAltOutlined />} pending={stats.isPending} />
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
        <SectionLink resource="lighthouse/properties" title="Properties" description="Every listing; take one down or put it back" icon={<ApartmentOutlined />} />
        <SectionLink resource="lighthouse/announcements" title="Announcements" description="Create, edit and delete announcements" icon={<CampaignOutlined />} />
      </Box>
    </Box>
  );
}
