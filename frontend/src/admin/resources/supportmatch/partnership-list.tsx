import Diversity3Outlined from '@mui/icons-material/Diversity3Outlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataTable, ListBase, useListContext } from 'react-admin';
import { partnershipBadge } from '../../../features/supportmatch/badges';
import { VariantBadge } from '../../components/badges';
import { EmptyState, ErrorState, LoadingState } from '../../components/list-state';
import { ListPagination } from '../../components/list-pagination';
import { PageHeading } from '../../components/page-heading';
import { SectionCard } from '../../components/section-card';
import { useIsMobile } from '../../components/use-is-mobile';
import { formatDate } from '../../lib/format';
import type { SupportMatchPartnership } from '../../types';
import { endDateText, PARTNERSHIP_TABS, partnershipTabOf, partnerName, type PartnershipTab } from './lib';
import { ListTabs } from './list-tabs';
import { EndPartnershipButton, RunMatchingButton } from './partnership-actions';
import { SM_TEXT } from './texts';

const Column = DataTable.Col<SupportMatchPartnership>;

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

function PartnershipsTable({ tab }: { tab: PartnershipTab }) {
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <DataTable<SupportMatchPartnership> rowClick={false} bulkActionButtons={false} size="small" sx={{ '& th': { whiteSpace: 'nowrap' } }}>
        <Column label="Partners" disableSort render={(p) => <Partners p={p} />} />
        <Column label="Status" source="status" render={(p) => <VariantBadge badge={partnershipBadge(p.status)} />} />
        <Column label="Start Date" source="startDate" render={(p) => formatDate(p.startDate)} cellSx={() => ({ whiteSpace: 'nowrap' })} />
        <Column label="End Date" source="endDate" render={(p) => endDateText(p.endDate)} cellSx={() => ({ whiteSpace: 'nowrap' })} />
        {tab === 'active' ? <Column label="Actions" disableSort align="right" render={(p) => <EndPartnershipButton partnership={p} />} /> : null}
      </DataTable>
    </Box>
  );
}

function PartnershipCards({ partnerships }: { partnerships: SupportMatchPartnership[] }) {
  return (
    <Stack spacing={1.5} sx={{ p: 2 }}>
      {partnerships.map((p) => (
        <Card key={p.id} variant="outlined" sx={{ p: 2 }}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
            <Partners p={p} />
            <VariantBadge badge={partnershipBadge(p.status)} />
          </Box>
          <Box sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, mt: 1.5 }}>
            <Typography variant="body2" color="text.secondary">
              Start Date
            </Typography>
            <Typography variant="body2">{formatDate(p.startDate)}</Typography>
            <Typography variant="body2" color="text.secondary">
              End Date
            </Typography>
            <Typography variant="body2">{endDateText(p.endDate)}</Typography>
          </Box>
          {p.status === 'active' && (
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
              <EndPartnershipButton partnership={p} />
            </Box>
          )}
        </Card>
      ))}
    </Stack>
  );
}

function PartnershipListView() {
  const { data, total, isPending, error, refetch, filterValues, setFilters, displayedFilters } = useListContext<SupportMatchPartnership>();
  const isMobile = useIsMobile();
  const tab = partnershipTabOf(filterValues);
  const empty = !isPending && !error && (!data || data.length === 0);
  return (
    <Box>
      <PageHeading title={SM_TEXT.partnershipsHeading} appBarTitle="Partnerships" subtitle={SM_TEXT.partnershipsSubtitle} actions={<RunMatchingButton />} />
      <SectionCard
        title={tab === 'active' ? 'Active Partnerships' : 'Past Partnerships'}
        description={total !== undefined && !isPending ? `${total} ${total === 1 ? 'partnership' : 'partnerships'}` : undefined}
        disablePadding
      >
        <ListTabs label="Partnership status" value={tab} options={PARTNERSHIP_TABS} onChange={(status) => setFilters({ ...filterValues, status }, displayedFilters)} />
        {isPending ? (
          <LoadingState text={SM_TEXT.partnershipsLoading} />
        ) : error ? (
          <ErrorState error={error} onRetry={() => void refetch()} />
        ) : empty ? (
          <EmptyState
            title={tab === 'active' ? SM_TEXT.noActivePartnerships : SM_TEXT.noPastPartnerships}
            description={tab === 'active' ? 'Run matching to pair members who have a profile and no partner.' : undefined}
            icon={<Diversity3Outlined />}
          />
        ) : isMobile ? (
          <PartnershipCards partnerships={data ?? []} />
        ) : (
          <PartnershipsTable tab={tab} />
        )}
        {!isPending && !error && !empty && <ListPagination />}
      </SectionCard>
    </Box>
  );
}

/** /admin/supportmatch/partnerships: Run Matching, then active and past partnerships with End (spec sub-apps §2). */
export function PartnershipList() {
  return (
    <ListBase<SupportMatchPartnership>
      resource="supportmatch/partnerships"
      sort={{ field: 'startDate', order: 'DESC' }}
      filterDefaultValues={{ status: 'active' }}
      perPage={25}
    >
      <PartnershipListView />
    </ListBase>
  );
}
