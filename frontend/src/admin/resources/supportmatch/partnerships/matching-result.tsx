import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { MatchingReasonCounts, MatchingRunResult } from '@pfe/contracts/supportmatch';
import { useAdminT } from '../../../lib/i18n';

/** The reasons, as the console names them (`supportmatch.partnerships.result.reasons.<reason>`); the first four explain "left unmatched". */
export const UNMATCHED_REASONS: readonly (keyof MatchingReasonCounts)[] = ['noCompatibleMember', 'blocked', 'allCompatiblePaired', 'profileIncomplete'];

export const NOT_ELIGIBLE_REASONS: readonly (keyof MatchingReasonCounts)[] = ['alreadyPartnered', 'inactive'];

function Counts({ heading, rows, reasons }: { heading: string; rows: readonly (keyof MatchingReasonCounts)[]; reasons: MatchingReasonCounts }) {
  const t = useAdminT();
  return (
    <Box>
      <Typography variant="subtitle2" component="h2">
        {heading}
      </Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, max-content) auto', columnGap: 2, rowGap: 0.25, m: 0, mt: 0.5 }}>
        {rows.map((key) => (
          <Box key={key} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2">
              {t(`supportmatch.partnerships.result.reasons.${key}`)}
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
  const t = useAdminT();
  const { pairs, unmatched, reasons } = result;
  return (
    <Alert severity={unmatched > 0 ? 'info' : 'success'} onClose={onClose} role="region" aria-label={t('supportmatch.partnerships.result.label')} closeText={t('supportmatch.partnerships.result.close')}>
      <AlertTitle>
        {t('supportmatch.partnerships.result.summary', {
          pairs: t('supportmatch.partnerships.result.pairs', { count: pairs }),
          unmatched: t('supportmatch.partnerships.result.unmatched', { count: unmatched }),
        })}
      </AlertTitle>
      {reasons && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, max-content)' }, mt: 1 }}>
          <Counts heading={t('supportmatch.partnerships.result.whyUnmatched')} rows={UNMATCHED_REASONS} reasons={reasons} />
          <Counts heading={t('supportmatch.partnerships.result.notEligible')} rows={NOT_ELIGIBLE_REASONS} reasons={reasons} />
        </Box>
      )}
    </Alert>
  );
}
