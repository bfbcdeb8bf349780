import Chip from '@mui/material/Chip';
import type { LighthouseMatchStatus } from '@pfe/contracts/lighthouse';
import { MATCH_STATUS_LABELS, matchStatusColor, matchStatusLabel } from '../format';

export function MatchStatusChip({ status }: { status: LighthouseMatchStatus }) {
  return <Chip size="small" label={Object.hasOwn(MATCH_STATUS_LABELS, status) ? matchStatusLabel(status) : status} color={matchStatusColor(status)} variant={status === 'pending' || status === 'completed' || status === 'cancelled' ? 'outlined' : 'filled'} />;
}
