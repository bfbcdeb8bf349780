import { i18n } from '../lib/i18n';
import Chip, { type ChipProps } from '@mui/material/Chip';

export type SubscriptionLabel = 'Active' | 'Payment Overdue' | 'Inactive';

/**
 * Spec §4 "Subscription status" as members see it: active → "Active", overdue → "Payment Overdue",
 * any other value → "Inactive"; a missing value counts as active.
 */
export function subscriptionStatusLabel(status: string | null | undefined): SubscriptionLabel {
  if (status === null || status === undefined || status === '' || status === 'active') return 'Active';
  if (status === 'overdue') return 'Payment Overdue';
  return 'Inactive';
}

const KEY: Record<SubscriptionLabel, string> = { Active: 'active', 'Payment Overdue': 'overdue', Inactive: 'inactive' };

const COLOR: Record<SubscriptionLabel, ChipProps['color']> = {
  Active: 'success',
  'Payment Overdue': 'error',
  Inactive: 'default',
};

/** The member's subscription status as a badge (dashboard profile card, My Payments). */
export function SubscriptionBadge({ status, size = 'small' }: { status: string | null | undefined; size?: ChipProps['size'] }) {
  const label = subscriptionStatusLabel(status);
  return <Chip label={i18n.t(`common:subscription.${KEY[label]}`)} color={COLOR[label]} size={size} variant={label === 'Inactive' ? 'outlined' : 'filled'} />;
}
