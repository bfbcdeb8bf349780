import Diversity3Outlined from '@mui/icons-material/Diversity3Outlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { partnershipBadge } from '../../../../components/badges';
import { VariantBadge } from '../../../components/badges';
import { CardFields, CardHeader, ListPage, type ListColumn, type ListTab, type RecordProps } from '../../../components/list-page';
import { formatDate } from '../../../lib/format';
import type { MatchingRunResult, AdminPartnership as SupportMatchPartnership } from '@pfe/contracts/supportmatch';
import { endDateText, PARTNERSHIP_TABS, partnershipTabOf, partnerName, type PartnershipTab } from '../lib';
import { SM_LIST_TEXT, SM_TEXT } from '../texts';
import { MatchingResult } from './matching-result';
import { EndPartnershipButton, RunMatchingButton } from './partnership-actions';

function Partners({ p }: { p: SupportMatchPartnership }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {partnerName(p.user1Nickname, p.user1Id)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        & {partnerName(p.user2Nickname, p.user2Id)}
      </Typography>
    </Box>
  );
}

const statusBadge = (p: SupportMatchPartnership) => <VariantBadge badge={partnershipBadge(p.status)} />;

const COLUMNS: readonly ListColumn<SupportMatchPartnership>[] = [
  { label: 'Partners', render: (p) => <Partners p={p} /> },
  { label: 'Status', sortBy: 'status', render: statusBadge },
  { label: 'Start Date', sortBy: 'startDate', render: (p) => formatDate(p.startDate), nowrap: true },
  { label: 'End Date', sortBy: 'endDate', render: (p) => endDateText(p.endDate), nowrap: true },
];

/** Active and past partnerships; active ones can be ended from their row. */
const TABS: readonly ListTab<PartnershipTab, SupportMatchPartnership>[] = [
  {
    ...PARTNERSHIP_TABS[0],
    card: 'Active Partnerships',
    empty: SM_TEXT.noActivePartnerships,
    emptyDescription: 'Run matching to pair members who have a profile and no partner.',
    columns: [...COLUMNS, { label: 'Actions', align: 'right', render: (p) => <EndPartnershipButton partnership={p} /> }],
  },
  { ...PARTNERSHIP_TABS[1], card: 'Past Partnerships', empty: SM_TEXT.noPastPartnerships },
];

function PartnershipCard({ record: p }: RecordProps<SupportMatchPartnership>) {
  return (
    <>
      <CardHeader align="flex-start" start={<Partners p={p} />} end={statusBadge(p)} />
      <CardFields
        rows={[
          ['Start Date', formatDate(p.startDate)],
          ['End Date', endDateText(p.endDate)],
        ]}
      />
      {p.status === 'active' && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
          <EndPartnershipButton partnership={p} />
        </Box>
      )}
    </>
  );
}

/**
 * /admin/supportmatch/partnerships: Run Matching (its last result, with the reasons members were
 * left out, above the list), then active and past partnerships with End (spec sub-apps §2).
 */
export function PartnershipList() {
  const [lastRun, setLastRun] = useState<MatchingRunResult | null>(null);
  return (
    <ListPage<SupportMatchPartnership, PartnershipTab>
      resource="supportmatch/partnerships"
      sort={{ field: 'startDate', order: 'DESC' }}
      texts={SM_LIST_TEXT.partnerships}
      actions={<RunMatchingButton onResult={setLastRun} />}
      before={lastRun ? <MatchingResult result={lastRun} onClose={() => setLastRun(null)} /> : undefined}
      tabs={{ label: 'Partnership status', source: 'status', options: TABS, valueOf: partnershipTabOf }}
      emptyIcon={<Diversity3Outlined />}
      columns={COLUMNS}
      card={PartnershipCard}
    />
  );
}
