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
import { useAdminT } from '../../lib/i18n';

export const SOCKETRELAY_STATS_QUERY_KEY = ['socketrelay', 'stats'] as const;

/** /admin/socketrelay: the Statistics tab (spec §2: Total Requests, Active Requests, Total Fulfillments, Success Rate). */
export function SocketRelayDashboard() {
  const t = useAdminT();
  const dataProvider = useDataProvider<AdminDataProvider & SocketRelayAdminApi>();
  const stats = useQuery<SocketRelayStats>({ queryKey: SOCKETRELAY_STATS_QUERY_KEY, queryFn: () => dataProvider.getSocketRelayStats() });
  const s = stats.data;
  return (
    <Box>
      <PageHeading title={SR_TEXT.title} appBarTitle="SocketRelay" subtitle={SR_TEXT.subtitle} />
      <SocketRelayTabs current="statistics" />
      {stats.error && <ErrorState error={stats.error} onRetry={() => void stats.refetch()} />}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' } }}>
        <StatCard label={t('socketrelay.stats.totalRequests')} value={s?.totalRequests ?? 0} caption={t('socketrelay.stats.totalRequestsCaption')} icon={<AssignmentOutlined />} pending={stats.isPending} />
        <StatCard label={t('socketrelay.stats.activeRequests')} value={s?.activeRequests ?? 0} caption={t('socketrelay.stats.activeRequestsCaption')} icon={<PendingActionsOutlined />} pending={stats.isPending} />
        <StatCard label={t('socketrelay.stats.totalFulfillments')} value={s?.totalFulfillments ?? 0} caption={t('socketrelay.stats.totalFulfillmentsCaption')} icon={<HandshakeOutlined />} pending={stats.isPending} />
        <StatCard label={t('socketrelay.stats.successRate')} value={`${s?.successRate ?? 0}%`} caption={t('socketrelay.stats.successRateCaption')} icon={<TrendingUpOutlined />} pending={stats.isPending} />
      </Box>
    </Box>
  );
}
