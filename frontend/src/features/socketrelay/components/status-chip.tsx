import Chip from '@mui/material/Chip';
import { statusText } from '../format';

/**
 * Spec §2/§4: a fulfilment's badge reads its status in words (statusText); active is the
 * default style, every other status secondary.
 */
export function FulfillmentStatusChip({ status }: { status: string }) {
  const active = status === 'active';
  return <Chip size="small" label={statusText(status)} color={active ? 'primary' : 'default'} data-variant={active ? 'default' : 'secondary'} />;
}

const REQUEST_LABELS: Record<string, { label: string; color: 'primary' | 'default' | 'success' | 'warning' }> = {
  open: { label: 'Open', color: 'primary' },
  in_progress: { label: 'Being fulfilled', color: 'warning' },
  fulfilled: { label: 'Fulfilled', color: 'success' },
  expired: { label: 'Expired', color: 'default' },
  withdrawn: { label: 'Withdrawn', color: 'default' },
  removed: { label: 'Removed', color: 'default' },
};

/** A member's own request: open, being fulfilled, fulfilled or expired. */
export function RequestStateChip({ state }: { state: keyof typeof REQUEST_LABELS }) {
  const { label, color } = REQUEST_LABELS[state];
  return <Chip size="small" variant="outlined" label={label} color={color} />;
}
