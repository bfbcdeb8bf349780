import Chip, { type ChipProps } from '@mui/material/Chip';
import type { Badge, BadgeVariant } from '../../components/badges';
import {
  actionBadgeStyle,
  actionLabel,
  subscriptionLabel,
  type ActionBadgeStyle,
  type InviteStatus,
  type SubscriptionLabel,
} from '../lib/format';
import { useAdminT } from '../lib/i18n';

const base: ChipProps = { size: 'small', sx: { fontWeight: 600, maxWidth: '100%' } };

const SUBSCRIPTION_COLORS: Record<SubscriptionLabel, ChipProps['color']> = {
  Active: 'success',
  Overdue: 'error',
  Inactive: 'default',
};

/** Spec §4: "Active", "Overdue" or "Inactive". */
export function SubscriptionBadge({ status }: { status: string | null | undefined }) {
  const t = useAdminT();
  const label = subscriptionLabel(status);
  return <Chip {...base} label={t(`badges.subscription.${label}`)} color={SUBSCRIPTION_COLORS[label]} variant={label === 'Inactive' ? 'outlined' : 'filled'} />;
}

/** Spec §2: the Role column reads "Admin" or "User". */
export function RoleBadge({ isAdmin }: { isAdmin: boolean }) {
  const t = useAdminT();
  return <Chip {...base} label={t(isAdmin ? 'badges.role.admin' : 'badges.role.user')} color={isAdmin ? 'primary' : 'default'} variant={isAdmin ? 'filled' : 'outlined'} />;
}

const INVITE_COLORS: Record<InviteStatus, ChipProps['color']> = {
  Active: 'success',
  'Fully Used': 'secondary',
  Expired: 'warning',
  Inactive: 'default',
};

export function InviteStatusBadge({ status }: { status: InviteStatus }) {
  const t = useAdminT();
  return <Chip {...base} label={t(`badges.invite.${status}`)} color={INVITE_COLORS[status]} variant={status === 'Inactive' ? 'outlined' : 'filled'} />;
}

const ACTION_COLORS: Record<ActionBadgeStyle, ChipProps['color']> = {
  default: 'primary',
  destructive: 'error',
  secondary: 'default',
};

/** Spec §4 "Activity action badges": default, destructive or secondary style. */
export function ActionBadge({ action }: { action: string }) {
  const style = actionBadgeStyle(action);
  return <Chip {...base} label={actionLabel(action)} color={ACTION_COLORS[style]} data-badge-style={style} />;
}

const VARIANT_COLORS: Record<BadgeVariant, ChipProps['color']> = {
  default: 'primary',
  destructive: 'error',
  secondary: 'default',
};

/** A badge of the sub-apps spec (§4: default, secondary or destructive style), e.g. partnership and announcement badges. */
export function VariantBadge({ badge }: { badge: Badge }) {
  return <Chip {...base} label={badge.label} color={VARIANT_COLORS[badge.variant]} data-badge-style={badge.variant} />;
}
