import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router-dom';
import { useCreatePath, useGetManyAggregate } from 'react-admin';
import { personName } from '../lib/format';
import type { AdminUser } from '@pfe/contracts';
import { useAdminT } from '../lib/i18n';

/**
 * A member named by their account (GET /api/admin/users with filter id, batched across the
 * screen), or by the nickname an app knows them by when the page has it (SupportMatch pages name
 * members the way members see each other), linking to their page in User Management unless
 * `link` is false; the id's first 8 characters if unknown.
 */
export function MemberLink({ userId, nickname, link = true }: { userId: string; nickname?: string | null; link?: boolean }) {
  const t = useAdminT();
  const createPath = useCreatePath();
  const { data, isPending } = useGetManyAggregate<AdminUser>('users', { ids: [userId] });
  if (isPending) return <Skeleton width={100} sx={{ display: 'inline-block' }} />;
  const user = data?.[0];
  // A SupportMatch profile without a nickname stores an empty one: the account's name then.
  const name = nickname || (user ? personName(user) : t('common.memberId', { id: userId.slice(0, 8) }));
  // Inside another link (a clickable card), or for an unknown account, the name stays plain text.
  if (!link || !user) return <>{name}</>;
  return (
    <Typography
      component={Link}
      to={createPath({ resource: 'users', type: 'edit', id: userId })}
      onClick={(event) => event.stopPropagation()}
      variant="inherit"
      sx={{ color: 'inherit', overflowWrap: 'anywhere' }}
    >
      {name}
    </Typography>
  );
}
