import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataTable, ListBase, useListContext } from 'react-admin';
import {
  GENDER_OPTIONS,
  GENDER_PREFERENCE_OPTIONS,
  labelOf,
  TIMEZONE_OPTIONS,
  TIMEZONE_PREFERENCE_OPTIONS,
} from '../../../features/supportmatch/options';
import { EmptyState, ErrorState, LoadingState } from '../../components/list-state';
import { ListPagination } from '../../components/list-pagination';
import { PageHeading } from '../../components/page-heading';
import { SearchBox } from '../../components/search-box';
import { SectionCard } from '../../components/section-card';
import { useIsMobile } from '../../components/use-is-mobile';
import { formatDate } from '../../lib/format';
import type { SupportMatchProfile } from '../../types';
import { profileLocation } from './lib';
import { MemberLink } from './member-link';
import { SM_TEXT } from './texts';

const Column = DataTable.Col<SupportMatchProfile>;

const orDash = (text: string) => text || '-';
const gender = (p: SupportMatchProfile) => orDash(labelOf(GENDER_OPTIONS, p.gender));
const lookingFor = (p: SupportMatchProfile) => orDash(labelOf(GENDER_PREFERENCE_OPTIONS, p.genderPreference));
const timezone = (p: SupportMatchProfile) => orDash(labelOf(TIMEZONE_OPTIONS, p.timezone));
const timezonePreference = (p: SupportMatchProfile) => orDash(labelOf(TIMEZONE_PREFERENCE_OPTIONS, p.timezonePreference));

function ActiveChip({ isActive }: { isActive: boolean }) {
  return <Chip size="small" label={isActive ? 'Active' : 'Inactive'} color={isActive ? 'success' : 'default'} variant={isActive ? 'filled' : 'outlined'} sx={{ fontWeight: 600 }} />;
}

function Nickname({ p }: { p: SupportMatchProfile }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
      <Avatar alt="" sx={{ width: 32, height: 32, fontSize: 14, bgcolor: 'secondary.main', color: 'secondary.contrastText' }}>
        {p.nickname.trim()[0]?.toUpperCase() ?? '?'}
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
          {p.nickname}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p" noWrap>
          <MemberLink userId={p.userId} />
        </Typography>
      </Box>
    </Box>
  );
}

function ProfilesTable() {
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <DataTable<SupportMatchProfile> rowClick={false} bulkActionButtons={false} size="small" sx={{ '& td, & th': { whiteSpace: 'nowrap' } }}>
        <Column label="Nickname" source="nickname" render={(p) => <Nickname p={p} />} />
        <Column label="Gender" disableSort render={gender} />
        <Column label="Looking For" disableSort render={lookingFor} />
        <Column label="Location" source="country" render={(p) => profileLocation(p)} />
        <Column
          label="Timezone"
          source="timezone"
          render={(p) => (
            <>
              <Typography variant="body2">{timezone(p)}</Typography>
              <Typography variant="caption" color="text.secondary">
                {timezonePreference(p)}
              </Typography>
            </>
          )}
        />
        <Column label="Status" disableSort render={(p) => <ActiveChip isActive={p.isActive} />} />
        <Column label="Joined" source="createdAt" render={(p) => formatDate(p.createdAt)} />
      </DataTable>
    </Box>
  );
}

function ProfileCards({ profiles }: { profiles: SupportMatchProfile[] }) {
  return (
    <Stack spacing={1.5} sx={{ p: 2 }}>
      {profiles.map((p) => (
        <Card key={p.id} variant="outlined" sx={{ p: 2 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
            <Nickname p={p} />
            <ActiveChip isActive={p.isActive} />
          </Box>
          <Box sx={{ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 2, rowGap: 0.5, mt: 1.5 }}>
            {(
              [
                ['Gender', gender(p)],
                ['Looking for', lookingFor(p)],
                ['Location', profileLocation(p)],
                ['Timezone', timezone(p)],
                ['Prefers', timezonePreference(p)],
                ['Joined', formatDate(p.createdAt)],
              ] as const
            ).map(([label, value]) => (
              <Box key={label} sx={{ display: 'contents' }}>
                <Typography variant="body2" color="text.secondary">
                  {label}
                </Typography>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {value}
                </Typography>
              </Box>
            ))}
          </Box>
        </Card>
      ))}
    </Stack>
  );
}

function ProfileListView() {
  const { data, total, isPending, error, refetch } = useListContext<SupportMatchProfile>();
  const isMobile = useIsMobile();
  const empty = !isPending && !error && (!data || data.length === 0);
  return (
    <Box>
      <PageHeading title={SM_TEXT.profilesHeading} appBarTitle="Profiles" subtitle={SM_TEXT.profilesSubtitle} />
      <SectionCard
        title="All Profiles"
        description={total !== undefined && !isPending ? `${total} ${total === 1 ? 'profile' : 'profiles'}` : undefined}
        action={<SearchBox label="Search profiles" placeholder="Nickname" />}
        disablePadding
      >
        {isPending ? (
          <LoadingState text={SM_TEXT.profilesLoading} />
        ) : error ? (
          <ErrorState error={error} onRetry={() => void refetch()} />
        ) : empty ? (
          <EmptyState title={SM_TEXT.noProfiles} icon={<PeopleAltOutlined />} />
        ) : isMobile ? (
          <ProfileCards profiles={data ?? []} />
        ) : (
          <ProfilesTable />
        )}
        {!isPending && !error && !empty && <ListPagination />}
      </SectionCard>
    </Box>
  );
}

/** /admin/supportmatch/profiles: the read-only list of SupportMatch profiles, searchable by nickname (spec sub-apps §2 "Admin users"). */
export function ProfileList() {
  return (
    <ListBase<SupportMatchProfile> resource="supportmatch/profiles" sort={{ field: 'createdAt', order: 'DESC' }} perPage={25}>
      <ProfileListView />
    </ListBase>
  );
}
