import Chip from '@mui/material/Chip';
import type { LighthouseMatchStatus } from '@pfe/contracts/lighthouse';
import { MATCH_STATUS_LABELS, matchStatusColor } from '../format';

export function MatchStatusChip({ status }: { status: LighthouseMatchStatus }) {
  return <Chip size="small" label={MATCH_STATUS_LABELS[status] ?? status} color={matchStatusColor(status)} variant={status === 'pending' || status === 'completed' || status === 'cancelled' ? 'outlined' : 'filled'} />;
}
