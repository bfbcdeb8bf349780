import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import ChevronRightOutlined from '@mui/icons-material/ChevronRightOutlined';
import Diversity3Outlined from '@mui/icons-material/Diversity3Outlined';
import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import ReportOutlined from '@mui/icons-material/ReportOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useCreatePath, useDataProvider } from 'react-admin';
import { ErrorState } from '../../components/list-state';
import { PageHeading } from '../../components/page-heading';
import { StatCard } from '../../components/stat-card';
import type { AdminDataProvider } from '../../data-provider';
import type { SupportMatchStats } from '@pfe/contracts';
import { SM_TEXT } from './texts';

export const SUPPORTMATCH_STATS_QUERY_KEY = ['supportmatch', 'stats'] as const;

function useSupportMatchStats() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  return useQuery<SupportMatchStats>({ queryKey: SUPPORTMATCH_STATS_QUERY_KEY, queryFn: () => dataProvider.getSupportMatchStats() });
}

function SectionLink({ resource, title, description, icon }: { resource: string; title: string; description: string; icon: ReactNode }) {
  const createPath = useCreatePath();
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea component={Link} to={createPath({ resource, type: 'list' })} sx={{ height: '100%', p: 2.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <Box aria-hidden sx={{ color: 'primary.main', display: 'flex', '& svg': { fontSize: 32 } }}>
            {icon}
          </Box>
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography component="h2" sx={{ fontWeight: 650 }}>
              {title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {description}
            </Typography>
          </Box>
          <ChevronRightOutlined color="action" aria-hidden />
        </Box>
      </CardActionArea>
    </Card>
  );
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
