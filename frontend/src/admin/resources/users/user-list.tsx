import ChevronRightOutlined from '@mui/icons-material/ChevronRightOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router-dom';
import { DataTable, ListBase, useCreatePath, useListContext } from 'react-admin';
import { RoleBadge, SubscriptionBadge } from '../../components/badges';
import { EmptyState, ErrorState, LoadingState } from '../../components/list-state';
import { ListPagination } from '../../components/list-pagination';
import { PageHeading } from '../../components/page-heading';
import { PersonAvatar } from '../../components/person-avatar';
import { SectionCard } from '../../components/section-card';
import { useIsMobile } from '../../components/use-is-mobile';
import { formatDate, formatMonthly, personName } from '../../lib/format';
import type { AdminUser } from '../../types';
import { UserFilters } from './user-filters';

const Column = DataTable.Col<AdminUser>;

export const USERS_TEXT = {
  heading: 'User Management',
  subtitle: 'Members, their roles and their subscriptions',
  card: 'All Users',
  loading: 'Loading users...',
  empty: 'No users found',
} as const;

function NameCell({ user }: { user: AdminUser }) {
  const name = personName(user);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
      <PersonAvatar person={user} />
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
          {name}
        </Typography>
        {name !== user.email && (
          <Typography variant="caption" color="text.secondary" noWrap component="p">
            {user.email}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

function invitedByText(user: AdminUser): string {
  return user.invitedBy ? personName(user.invitedBy) : '-';
}

function UsersTable() {
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <DataTable<AdminUser> rowClick="edit" bulkActionButtons={false} size="small" sx={{ '& td, & th': { whiteSpace: 'nowrap' } }}>
        <Column label="User" source="firstName" render={(user) => <NameCell user={user} />} />
        <Column label="Role" source="isAdmin" render={(user) => <RoleBadge isAdmin={user.isAdmin} />} />
        <Column label="Subscription" source="subscriptionStatus" render={(user) => <SubscriptionBadge status={user.subscriptionStatus} />} />
        <Column label="Rate" source="pricingTier" render={(user) => formatMonthly(user.pricingTier)} />
        <Column label="Invited By" disableSort render={(user) => invitedByText(user)} />
        <Column label="Joined" source="createdAt" render={(user) => formatDate(user.createdAt)} />
      </DataTable>
    </Box>
  );
}

function UserCards({ users }: { users: AdminUser[] }) {
  const createPath = useCreatePath();
  return (
    <Stack spacing={1.5} sx={{ px: 2, pb: 2 }}>
      {users.map((user) => (
        <Card key={user.id} variant="outlined">
          <CardActionArea component={Link} to={createPath({ resource: 'users', type: 'edit', id: user.id })} sx={{ p: 2 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
              <PersonAvatar person={user} size={40} />
              <Box sx={{ minWidth: 0, flex: 1 }}>
                <Typography sx={{ fontWeight: 600 }} noWrap>
                  {personName(user)}
                </Typography>
                {personName(user) !== user.email && (
                  <Typography variant="body2" color="text.secondary" noWrap>
                    {user.email}
                  </Typography>
                )}
              </Box>
              <ChevronRightOutlined color="action" aria-hidden />
            </Box>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
              <RoleBadge isAdmin={user.isAdmin} />
              <SubscriptionBadge status={user.subscriptionStatus} />
            </Box>
            <Box sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, mt: 1.5 }}>
              <Typography variant="body2" color="text.secondary">
                Rate
              </Typography>
              <Typography variant="body2">{formatMonthly(user.pricingTier)}</Typography>
              <Typography variant="body2" color="text.secondary">
                Joined
              </Typography>
              <Typography variant="body2">{formatDate(user.createdAt)}</Typography>
              {user.invitedBy && (
                <>
                  <Typography variant="body2" color="text.secondary">
                    Invited by
                  </Typography>
                  <Typography variant="body2" noWrap>
                    {invitedByText(user)}
                  </Typography>
                </>
              )}
            </Box>
          </CardActionArea>
        </Card>
      ))}
    </Stack>
  );
}

function UserListView() {
  const { data, total, isPending, error, refetch } = useListContext<AdminUser>();
  const isMobile = useIsMobile();
  const empty = !isPending && !error && (!data || data.length === 0);
  return (
    <Box>
      <PageHeading title={USERS_TEXT.heading} subtitle={USERS_TEXT.subtitle} />
      <SectionCard
        title={USERS_TEXT.card}
        description={total !== undefined && !isPending ? `${total} ${total === 1 ? 'user' : 'users'}` : undefined}
        action={<UserFilters />}
        disablePadding
      >
        {isPending ? (
          <LoadingState text={USERS_TEXT.loading} />
        ) : error ? (
          <ErrorState error={error} onRetry={() => void refetch()} />
        ) : empty ? (
          <EmptyState title={USERS_TEXT.empty} />
        ) : isMobile ? (
          <UserCards users={data ?? []} />
        ) : (
          <UsersTable />
        )}
        {!isPending && !error && !empty && <ListPagination />}
      </SectionCard>
    </Box>
  );
}

/** /admin/users: "All Users", a table on desktop and cards on phones (spec §2). */
export function UserList() {
  return (
    <ListBase<AdminUser> resource="users" sort={{ field: 'createdAt', order: 'DESC' }} perPage={25}>
      <UserListView />
    </ListBase>
  );
}
