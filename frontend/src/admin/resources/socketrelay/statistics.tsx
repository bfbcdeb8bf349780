import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import PendingActionsOutlined from '@mui/icons-material/PendingActionsOutlined';
import TrendingUpOutlined from '@mui/icons-material/TrendingUpOutlined';
import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import type { SocketRelayStats } from '@pfe/contracts/socketrelay';
import { useDataProvider } from 'react-admin';
import { ErrorState } from '../../components/list-state';
import { PageHeading } from '../../components/page-heading';
import { StatCard } from '../../components/stat-card';
import type { AdminDataProvider } from '../../data-provider';
import type { SocketRelayAdminApi } from './admin-api';
import { SocketRelayTabs } from './tabs';
import { SR_TEXT } from './texts';

export const SOCKETRELAY_STATS_QUERY_KEY = ['socketrelay', 'stats'] as const;

/** /admin/socketrelay: the Statistics tab (spec §2: Total Requests, Active Requests, Total Fulfillments, Success Rate). */
export function SocketRelayStatistics() {
  const dataProvider = useDataProvider<AdminDataProvider & SocketRelayAdminApi>();
  const stats = useQuery<SocketRelayStats>({ queryKey: SOCKETRELAY_STATS_QUERY_KEY, queryFn: () => dataProvider.getSocketRelayStats() });
  const s = stats.data;
  return (
    <Box>
      <PageHeading title={SR_TEXT.title} appBarTitle="SocketRelay" subtitle={SR_TEXT.subtitle} />
      <SocketRelayTabs current="statistics" />
      {stats.error && <ErrorState error={stats.error} onRetry={() => void stats.refetch()} />}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' } }}>
        <StatCard label="Total Requests" value={s?.totalRequests ?? 0} caption="Requests ever posted" icon={<AssignmentOutlined />} pending={stats.isPending} />
        <StatCard label="Active Requests" value={s?.activeRequests ?? 0} caption="Open and not expired" icon={<PendingActionsOutlined />} pending={stats.isPending} />
        <StatCard label="Total Fulfillments" value={s?.totalFulfillments ?? 0} caption="Fulfillments ever started" icon={<HandshakeOutlined />} pending={stats.isPending} />
        <StatCard label="Success Rate" value={`${s?.successRate ?? 0}%`} caption="Of closed fulfillments" icon={<TrendingUpOutlined />} pending={stats.isPending} />
      </Box>
    </Box>
  );
}
