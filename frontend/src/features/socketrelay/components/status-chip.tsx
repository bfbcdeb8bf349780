import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { statusText } from '../format';

/**
 * Spec §2/§4: a fulfilment's badge reads its status in words (statusText); active is the
 * default style, every other status secondary.
 */
export function FulfillmentStatusChip({ status }: { status: string }) {
  // Re-rendered when the language changes.
  useTranslation('socketrelay');
  const active = status === 'active';
  return <Chip size="small" label={statusText(status)} color={active ? 'primary' : 'default'} data-variant={active ? 'default' : 'secondary'} />;
}

const REQUEST_COLORS = {
  open: 'primary',
  in_progress: 'warning',
  fulfilled: 'success',
  expired: 'default',
  withdrawn: 'default',
  removed: 'default',
} as const;

/** A member's own request: open, being fulfilled, fulfilled or expired (words: socketrelay:requestState.<state>). */
export function RequestStateChip({ state }: { state: keyof typeof REQUEST_COLORS }) {
  const { t } = useTranslation('socketrelay');
  return <Chip size="small" variant="outlined" label={t(`requestState.${state}`)} color={REQUEST_COLORS[state]} />;
}
