import ChevronRightOutlined from '@mui/icons-material/ChevronRightOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RoleBadge, SubscriptionBadge } from '../../components/badges';
import { CardFields, ListPage, type ListColumn, type ListTexts, type RecordProps } from '../../components/list-page';
import { PersonAvatar } from '../../components/person-avatar';
import { formatDate, formatMonthly, personName } from '../../lib/format';
import type { AdminUser } from '@pfe/contracts';
import { UserFilters } from './user-filters';

export const USERS_TEXT = {
  title: 'User Management',
  subtitle: 'Members, their roles and their subscriptions',
  card: 'All Users',
  count: ['user', 'users'],
  loading: 'Loading users...',
  empty: 'No users found',
} as const satisfies ListTexts;

/**
 * The avatar, the name and, when the name is not the email, the email under it. In the table a
 * long name or email is cut with an ellipsis (whole in its tooltip and on the user's page) rather
 * than pushing the last columns out of the card.
 */
function NameCell({ user, size }: { user: AdminUser; size: 'small' | 'large' }) {
  const name = personName(user);
  const large = size === 'large';
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0, flex: 1, maxWidth: large ? undefined : 300 }}>
      <PersonAvatar person={user} size={large ? 40 : 32} />
      <Box sx={{ minWidth: 0 }}>
        <Typography variant={large ? 'body1' : 'body2'} sx={{ fontWeight: 600 }} noWrap title={name}>
          {name}
        </Typography>
        {name !== user.email && (
          <Typography variant={large ? 'body2' : 'caption'} color="text.secondary" noWrap component="p" title={user.email ?? undefined}>
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

const COLUMNS: readonly ListColumn<AdminUser>[] = [
  { label: 'User', sortBy: 'firstName', render: (user) => <NameCell user={user} size="small" /> },
  { label: 'Role', sortBy: 'isAdmin', render: (user) => <RoleBadge isAdmin={user.isAdmin} />, nowrap: true },
  { label: 'Subscription', sortBy: 'subscriptionStatus', render: (user) => <SubscriptionBadge status={user.subscriptionStatus} />, nowrap: true },
  { label: 'Rate', sortBy: 'pricingTier', render: (user) => formatMonthly(user.pricingTier), nowrap: true },
  // A name or an email: it wraps (at any character, for an email) rather than widen the table.
  { label: 'Invited By', render: invitedByText, sx: { minWidth: 120, overflowWrap: 'anywhere' } },
  { label: 'Joined', sortBy: 'createdAt', render: (user) => formatDate(user.createdAt), nowrap: true },
];

function UserCard({ record: user }: RecordProps<AdminUser>) {
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <NameCell user={user} size="large" />
        <ChevronRightOutlined color="action" aria-hidden />
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
        <RoleBadge isAdmin={user.isAdmin} />
        <SubscriptionBadge status={user.subscriptionStatus} />
      </Box>
      <CardFields
        rows={[
          ['Rate', formatMonthly(user.pricingTier)],
          ['Joined', formatDate(user.createdAt)],
          user.invitedBy && ['Invited by', invitedByText(user)],
        ]}
      />
    </>
  );
}

/** /admin/users: "All Users", a table on desktop and cards on phones (spec §2). */
export function UserList() {
  return <ListPage<AdminUser> resource="users" texts={USERS_TEXT} filters={<UserFilters />} columns={COLUMNS} rowClick="edit" card={UserCard} />;
}
