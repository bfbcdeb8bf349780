import Chip, { type ChipProps } from '@mui/material/Chip';
import type { Badge, BadgeVariant } from './badges';

const PROPS: Record<BadgeVariant, Pick<ChipProps, 'color' | 'variant'>> = {
  default: { color: 'primary', variant: 'filled' },
  secondary: { color: 'default', variant: 'filled' },
  destructive: { color: 'error', variant: 'filled' },
};

/** A spec §4 badge (default, secondary, destructive) as a small chip. */
export function VariantBadge({ badge }: { badge: Badge }) {
  return <Chip size="small" label={badge.label} data-variant={badge.variant} {...PROPS[badge.variant]} />;
}
