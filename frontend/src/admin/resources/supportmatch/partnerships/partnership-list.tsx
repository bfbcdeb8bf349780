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
import type { TFunction } from 'i18next';
import { useAdminT } from '../../../lib/i18n';

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

function StatusBadge({ p }: { p: SupportMatchPartnership }) {
  const t = useAdminT();
  const badge = partnershipBadge(p.status);
  return <VariantBadge badge={{ ...badge, label: t(`supportmatch.partnershipStatus.${p.status}`, { defaultValue: badge.label }) }} />;
}
const statusBadge = (p: SupportMatchPartnership) => <StatusBadge p={p} />;

const columns = (t: TFunction): readonly ListColumn<SupportMatchPartnership>[] => [
  { label: t('supportmatch.partnerships.columns.partners'), render: (p) => <Partners p={p} /> },
  { label: t('supportmatch.partnerships.columns.status'), sortBy: 'status', render: statusBadge },
  { label: t('supportmatch.partnerships.columns.startDate'), sortBy: 'startDate', render: (p) => formatDate(p.startDate), nowrap: true },
  { label: t('supportmatch.partnerships.columns.endDate'), sortBy: 'endDate', render: (p) => endDateText(p.endDate), nowrap: true },
];

/** Active and past partnerships; active ones can be ended from their row. */
const tabs = (t: TFunction): readonly ListTab<PartnershipTab, SupportMatchPartnership>[] => [
  {
    value: PARTNERSHIP_TABS[0].value,
    label: PARTNERSHIP_TABS[0].label,
    card: t('supportmatch.partnerships.activeCard'),
    empty: SM_TEXT.noActivePartnerships,
    emptyDescription: t('supportmatch.partnerships.activeEmptyDescription'),
    columns: [...columns(t), { label: t('supportmatch.partnerships.columns.actions'), align: 'right', render: (p) => <EndPartnershipButton partnership={p} /> }],
  },
  { value: PARTNERSHIP_TABS[1].value, label: PARTNERSHIP_TABS[1].label, card: t('supportmatch.partnerships.pastCard'), empty: SM_TEXT.noPastPartnerships },
];

function PartnershipCard({ record: p }: RecordProps<SupportMatchPartnership>) {
  const t = useAdminT();
  return (
    <>
      <CardHeader align="flex-start" start={<Partners p={p} />} end={statusBadge(p)} />
      <CardFields
        rows={[
          [t('supportmatch.partnerships.columns.startDate'), formatDate(p.startDate)],
          [t('supportmatch.partnerships.columns.endDate'), endDateText(p.endDate)],
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
  const t = useAdminT();
  const [lastRun, setLastRun] = useState<MatchingRunResult | null>(null);
  return (
    <ListPage<SupportMatchPartnership, PartnershipTab>
      resource="supportmatch/partnerships"
      sort={{ field: 'startDate', order: 'DESC' }}
      texts={SM_LIST_TEXT.partnerships}
      actions={<RunMatchingButton onResult={setLastRun} />}
      before={lastRun ? <MatchingResult result={lastRun} onClose={() => setLastRun(null)} /> : undefined}
      tabs={{ label: t('supportmatch.partnerships.tabsLabel'), source: 'status', options: tabs(t), valueOf: partnershipTabOf }}
      emptyIcon={<Diversity3Outlined />}
      columns={columns(t)}
      card={PartnershipCard}
    />
  );
}
