import ChevronRightOutlined from '@mui/icons-material/ChevronRightOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RoleBadge, SubscriptionBadge } from '../../components/badges';
import { CardFields, ListPage, type ListColumn, type ListTexts, type RecordProps } from '../../components/list-page';
import { PersonAvatar } from '../../components/person-avatar';
import { formatDate, formatMonthly, personName } from '../../lib/format';
import type { AdminUser } from '@pfe/contracts';
import { UserFilters } from './user-filters';
import type { TFunction } from 'i18next';
import { useAdminT } from '../../lib/i18n';

function useUsersTexts(): ListTexts {
  const t = useAdminT();
  return {
    title: t('users.title'),
    subtitle: t('users.subtitle'),
    card: t('users.card'),
    count: (count) => t('users.count', { count }),
    loading: t('users.loading'),
    empty: t('users.empty'),
  };
}

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

const columns = (t: TFunction): readonly ListColumn<AdminUser>[] => [
  { label: t('users.columns.user'), sortBy: 'firstName', render: (user) => <NameCell user={user} size="small" /> },
  { label: t('users.columns.role'), sortBy: 'isAdmin', render: (user) => <RoleBadge isAdmin={user.isAdmin} />, nowrap: true },
  { label: t('users.columns.subscription'), sortBy: 'subscriptionStatus', render: (user) => <SubscriptionBadge status={user.subscriptionStatus} />, nowrap: true },
  { label: t('users.columns.rate'), sortBy: 'pricingTier', render: (user) => formatMonthly(user.pricingTier), nowrap: true },
  // A name or an email: it wraps (at any character, for an email) rather than widen the table.
  { label: t('users.columns.invitedBy'), render: invitedByText, sx: { minWidth: 120, overflowWrap: 'anywhere' } },
  { label: t('users.columns.joined'), sortBy: 'createdAt', render: (user) => formatDate(user.createdAt), nowrap: true },
];

function UserCard({ record: user }: RecordProps<AdminUser>) {
  const t = useAdminT();
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
          [t('users.cardFields.rate'), formatMonthly(user.pricingTier)],
          [t('users.cardFields.joined'), formatDate(user.createdAt)],
          user.invitedBy && [t('users.cardFields.invitedBy'), invitedByText(user)],
        ]}
      />
    </>
  );
}

/** /admin/users: "All Users", a table on desktop and cards on phones (spec §2). */
export function UserList() {
  const t = useAdminT();
  const texts = useUsersTexts();
  return <ListPage<AdminUser> resource="users" texts={texts} filters={<UserFilters />} columns={columns(t)} rowClick="edit" card={UserCard} />;
}
