import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { MatchingReasonCounts, MatchingRunResult } from '@pfe/contracts/supportmatch';

/** The reasons, as the console names them; the first four explain "left unmatched". */
export const UNMATCHED_REASON_LABELS: readonly [keyof MatchingReasonCounts, string][] = [
  ['noCompatibleMember', 'No compatible member'],
  ['blocked', 'Only compatible members are blocked'],
  ['allCompatiblePaired', 'All compatible members were paired with others'],
  ['profileIncomplete', 'Profile incomplete (same timezone, no timezone given)'],
];

export const NOT_ELIGIBLE_LABELS: readonly [keyof MatchingReasonCounts, string][] = [
  ['alreadyPartnered', 'Already partnered'],
  ['inactive', 'Not included in matching'],
];

function Counts({ heading, rows, reasons }: { heading: string; rows: readonly [keyof MatchingReasonCounts, string][]; reasons: MatchingReasonCounts }) {
  return (
    <Box>
      <Typography variant="subtitle2" component="h2">
        {heading}
      </Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, max-content) auto', columnGap: 2, rowGap: 0.25, m: 0, mt: 0.5 }}>
        {rows.map(([key, label]) => (
          <Box key={key} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2">
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
              {reasons[key] ?? 0}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/**
 * The last Run Matching result, beside the toast: pairs made, members left unmatched and why, and
 * the members with a profile who were not eligible, in counts. Closed with its ×.
 */
export function MatchingResult({ result, onClose }: { result: MatchingRunResult; onClose: () => void }) {
  const { pairs, unmatched, reasons } = result;
  return (
    <Alert severity={unmatched > 0 ? 'info' : 'success'} onClose={onClose} role="region" aria-label="Matching result" closeText="Close the matching result">
      <AlertTitle>
        {pairs} {pairs === 1 ? 'pair' : 'pairs'} created, {unmatched} {unmatched === 1 ? 'member' : 'members'} left unmatched
      </AlertTitle>
      {reasons && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, max-content)' }, mt: 1 }}>
          <Counts heading="Why members were left unmatched" rows={UNMATCHED_REASON_LABELS} reasons={reasons} />
          <Counts heading="Not eligible for this run" rows={NOT_ELIGIBLE_LABELS} reasons={reasons} />
        </Box>
      )}
    </Alert>
  );
}
