import ConfirmationNumberOutlined from '@mui/icons-material/ConfirmationNumberOutlined';
import GroupOutlined from '@mui/icons-material/GroupOutlined';
import PendingActionsOutlined from '@mui/icons-material/PendingActionsOutlined';
import SavingsOutlined from '@mui/icons-material/SavingsOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useRef, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useCreatePath, useDataProvider, useGetList } from 'react-admin';
import { ErrorState, LoadingState } from '../components/list-state';
import { PageHeading } from '../components/page-heading';
import { SectionCard } from '../components/section-card';
import { StatCard } from '../components/stat-card';
import type { AdminDataProvider } from '../data-provider';
import {
  actionLabel,
  capitalize,
  formatDate,
  formatDateTime,
  formatMoney,
  methodLabel,
  paymentUserName,
  shortTargetId,
  targetTypeLabel,
} from '../lib/format';
import { listSearch } from '../resources/users/filters';
import { PendingResetLinks } from '../resources/users/password-reset-link';
import { usePendingResetLinks } from '../resources/users/reset-links';
import type { ActivityEntry, AdminStats, AdminUser, AdminPayment as Payment } from '@pfe/contracts';
import { adminT, useAdminT } from '../lib/i18n';

export const STATS_QUERY_KEY = ['admin', 'stats'] as const;

function useStats() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  return useQuery<AdminStats>({ queryKey: STATS_QUERY_KEY, queryFn: () => dataProvider.getStats() });
}

/**
 * How many users match a filter of GET /api/admin/users: a one-row page (range=[0,0]) whose
 * Content-Range total is the count.
 */
export function useUserCount(filter: Record<string, unknown>) {
  const { total, isPending, error, refetch } = useGetList<AdminUser>('users', {
    filter,
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'createdAt', order: 'DESC' },
  });
  return { count: total, isPending, error, refetch };
}

/** "1 member" / "3 members". */
export function membersText(count: number): string {
  return adminT('dashboard.members', { count });
}

function RecentActivityCard() {
  const t = useAdminT();
  const createPath = useCreatePath();
  const { data, isPending, error, refetch } = useGetList<ActivityEntry>('activity', {
    pagination: { page: 1, perPage: 5 },
    sort: { field: 'createdAt', order: 'DESC' },
  });
  return (
    <SectionCard
      title={t('dashboard.recent.title')}
      description={t('dashboard.recent.description')}
      action={
        <Button component={Link} to={createPath({ resource: 'activity', type: 'list' })} size="small">
          {t('dashboard.recent.viewAll')}
        </Button>
      }
      sx={{ height: '100%' }}
    >
      {isPending ? (
        <LoadingState text={t('dashboard.recent.loading')} />
      ) : error ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : !data || data.length === 0 ? (
        <Typography color="text.secondary">{t('dashboard.recent.empty')}</Typography>
      ) : (
        <List dense disablePadding>
          {data.map((entry) => (
            <ListItem key={entry.id} disableGutters divider sx={{ '&:last-of-type': { borderBottom: 0 } }}>
              <ListItemText
                primary={`${capitalize(actionLabel(entry.action))} · ${targetTypeLabel(entry.targetType)} ${shortTargetId(entry.targetId)}`}
                secondary={formatDateTime(entry.createdAt)}
              />
            </ListItem>
          ))}
        </List>
      )}
    </SectionCard>
  );
}

/** Admin reset links waiting for a second admin (four eyes); shown only while there are some. */
function PendingResetLinksCard() {
  const t = useAdminT();
  const pending = usePendingResetLinks();
  // Once shown, it stays: an approved link is displayed in it after the list has emptied.
  const shown = useRef(false);
  if (pending.data?.length) shown.current = true;
  if (!shown.current) return null;
  return (
    <SectionCard title={t('dashboard.resetLinks.title')} description={t('dashboard.resetLinks.description')} sx={{ mb: 2 }}>
      <PendingResetLinks />
    </SectionCard>
  );
}

function UserCountLink({ filter, children }: { filter: Record<string, unknown>; children: ReactNode }) {
  const createPath = useCreatePath();
  return (
    <Link to={`${createPath({ resource: 'users', type: 'list' })}${listSearch(filter)}`} style={{ color: 'inherit' }}>
      {children}
    </Link>
  );
}

const OVERDUE_FILTER = { subscriptionStatus: 'overdue' };
const PAUSED_FILTER = { subscriptionStatus: 'inactive' };
const ADMINS_FILTER = { isAdmin: true };

function PaymentStatusCard({ stats, statsPending }: { stats: AdminStats | undefined; statsPending: boolean }) {
  const t = useAdminT();
  const createPath = useCreatePath();
  const latest = useGetList<Payment>('payments', {
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'paymentDate', order: 'DESC' },
  });
  const overdue = useUserCount(OVERDUE_FILTER);
  const paused = useUserCount(PAUSED_FILTER);
  const payment = latest.data?.[0];
  const pending = statsPending || latest.isPending || overdue.isPending || paused.isPending;
  const failure = latest.error ?? overdue.error ?? paused.error;
  return (
    <SectionCard
      title={t('dashboard.payments.title')}
      description={t('dashboard.payments.description')}
      action={
        <Button component={Link} to={createPath({ resource: 'payments', type: 'list' })} size="small">
          {t('dashboard.payments.view')}
        </Button>
      }
      sx={{ height: '100%' }}
    >
      {pending ? (
        <LoadingState text={t('dashboard.payments.loading')} />
      ) : failure ? (
        <ErrorState error={failure} onRetry={() => void Promise.all([latest.refetch(), overdue.refetch(), paused.refetch()])} />
      ) : (
        <Box sx={{ display: 'grid', gap: 1 }}>
          {stats && (
            <>
              <Typography>{t('dashboard.payments.collected', { amount: formatMoney(stats.collectedMonthlyRevenue) })}</Typography>
              <Typography>
                {Number(stats.outstandingRevenue) > 0
                  ? t('dashboard.payments.outstanding', { amount: formatMoney(stats.outstandingRevenue) })
                  : t('dashboard.payments.nothingOutstanding')}
              </Typography>
            </>
          )}
          <Typography>
            {overdue.count ? (
              <UserCountLink filter={OVERDUE_FILTER}>{t('dashboard.payments.overdue', { members: membersText(overdue.count) })}</UserCountLink>
            ) : (
              t('dashboard.payments.noneOverdue')
            )}
            {paused.count ? (
              <>
                {' · '}
                <UserCountLink filter={PAUSED_FILTER}>{t('dashboard.payments.paused', { members: membersText(paused.count) })}</UserCountLink>
              </>
            ) : null}
          </Typography>
          {payment ? (
            <>
              <Typography>{t('dashboard.payments.recorded', { count: latest.total ?? 0 })}</Typography>
              <Typography color="text.secondary">
                {t('dashboard.payments.latest', {
                  amount: formatMoney(payment.amount),
                  name: paymentUserName(payment.user),
                  date: formatDate(payment.paymentDate),
                  method: methodLabel(payment.paymentMethod),
                })}
              </Typography>
            </>
          ) : (
            <Typography color="text.secondary">{t('dashboard.payments.none')}</Typography>
          )}
        </Box>
      )}
    </SectionCard>
  );
}

/** /admin: the four figures of GET /api/admin/stats and two text cards from real data (spec §2). */
export function Dashboard() {
  const t = useAdminT();
  const stats = useStats();
  const admins = useUserCount(ADMINS_FILTER);
  const s = stats.data;
  return (
    <Box>
      <PageHeading title={t('dashboard.title')} appBarTitle={t('dashboard.appBarTitle')} subtitle={t('dashboard.subtitle')} />
      {stats.error && <ErrorState error={stats.error} onRetry={() => void stats.refetch()} />}
      <PendingResetLinksCard />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
          mb: 2,
        }}
      >
        <StatCard
          label={t('dashboard.stats.totalUsers')}
          value={s?.totalUsers ?? 0}
          caption={admins.count === undefined ? t('dashboard.stats.registered') : t('dashboard.stats.registeredAdmins', { count: admins.count })}
          icon={<GroupOutlined />}
          pending={stats.isPending}
        />
        <StatCard
          label={t('dashboard.stats.activeInvites')}
          value={s?.activeInvites ?? 0}
          caption={t('dashboard.stats.activeInvitesCaption')}
          icon={<ConfirmationNumberOutlined />}
          pending={stats.isPending}
        />
        <StatCard
          label={t('dashboard.stats.monthlyRevenue')}
          value={formatMoney(s?.collectedMonthlyRevenue ?? '0.00')}
          caption={t('dashboard.stats.monthlyRevenueCaption')}
          icon={<SavingsOutlined />}
          pending={stats.isPending}
        />
        <StatCard
          label={t('dashboard.stats.outstanding')}
          value={formatMoney(s?.outstandingRevenue ?? '0.00')}
          caption={t('dashboard.stats.outstandingCaption')}
          icon={<PendingActionsOutlined />}
          pending={stats.isPending}
        />
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
        <RecentActivityCard />
        <PaymentStatusCard stats={s} statsPending={stats.isPending} />
      </Box>
    </Box>
  );
}
