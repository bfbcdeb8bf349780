import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import {
  countryLabel,
  GENDER_OPTIONS,
  GENDER_PREFERENCE_OPTIONS,
  labelOf,
  OPTIONS_NS,
  TIMEZONE_OPTIONS,
  TIMEZONE_PREFERENCE_OPTIONS,
} from '../../../../components/options';
import { CardFields, CardHeader, ListPage, type ListColumn, type RecordProps } from '../../../components/list-page';
import { SearchBox } from '../../../components/search-box';
import { formatDate } from '../../../lib/format';
import type { SupportMatchProfile } from '@pfe/contracts/supportmatch';
import { profileLocation } from '../lib';
import { MemberLink } from '../../../components/member-link';
import { SM_LIST_TEXT } from '../texts';
import type { TFunction } from 'i18next';
import { useAdminT } from '../../../lib/i18n';

const orDash = (text: string) => text || '-';
const gender = (p: SupportMatchProfile) => orDash(labelOf(GENDER_OPTIONS, p.gender));
const lookingFor = (p: SupportMatchProfile) => orDash(labelOf(GENDER_PREFERENCE_OPTIONS, p.genderPreference));
const timezone = (p: SupportMatchProfile) => orDash(labelOf(TIMEZONE_OPTIONS, p.timezone));
const timezonePreference = (p: SupportMatchProfile) => orDash(labelOf(TIMEZONE_PREFERENCE_OPTIONS, p.timezonePreference));
const place = (p: SupportMatchProfile) => profileLocation({ ...p, country: p.country ? countryLabel(p.country) : p.country });

function ActiveChip({ isActive }: { isActive: boolean }) {
  const t = useAdminT();
  return <Chip size="small" label={t(isActive ? 'supportmatch.profiles.active' : 'supportmatch.profiles.inactive')} color={isActive ? 'success' : 'default'} variant={isActive ? 'filled' : 'outlined'} sx={{ fontWeight: 600 }} />;
}

function Nickname({ p }: { p: SupportMatchProfile }) {
  // In the table a long nickname is cut with an ellipsis rather than widening its column.
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0, maxWidth: { md: 240 } }}>
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

function Timezone({ p }: { p: SupportMatchProfile }) {
  return (
    <>
      <Typography variant="body2">{timezone(p)}</Typography>
      <Typography variant="caption" color="text.secondary" component="p">
        {timezonePreference(p)}
      </Typography>
    </>
  );
}

/**
 * Seven columns fit the card at 1280 px only if the long ones wrap: location and timezone ("Eastern
 * Time (New York)", "Same timezone only") take two lines rather than pushing Joined out of view.
 */
const columns = (t: TFunction): readonly ListColumn<SupportMatchProfile>[] => [
  { label: t('supportmatch.profiles.columns.nickname'), sortBy: 'nickname', render: (p) => <Nickname p={p} /> },
  { label: t('supportmatch.profiles.columns.gender'), render: gender },
  { label: t('supportmatch.profiles.columns.lookingFor'), render: lookingFor },
  { label: t('supportmatch.profiles.columns.location'), sortBy: 'country', render: place, sx: { minWidth: 120 } },
  { label: t('supportmatch.profiles.columns.timezone'), sortBy: 'timezone', render: (p) => <Timezone p={p} />, sx: { minWidth: 140 } },
  { label: t('supportmatch.profiles.columns.status'), render: (p) => <ActiveChip isActive={p.isActive} />, nowrap: true },
  { label: t('supportmatch.profiles.columns.joined'), sortBy: 'createdAt', render: (p) => formatDate(p.createdAt), nowrap: true },
];

function ProfileCard({ record: p }: RecordProps<SupportMatchProfile>) {
  const t = useAdminT();
  return (
    <>
      <CardHeader start={<Nickname p={p} />} end={<ActiveChip isActive={p.isActive} />} />
      <CardFields
        rows={[
          [t('supportmatch.profiles.cardFields.gender'), gender(p)],
          [t('supportmatch.profiles.cardFields.lookingFor'), lookingFor(p)],
          [t('supportmatch.profiles.cardFields.location'), place(p)],
          [t('supportmatch.profiles.cardFields.timezone'), timezone(p)],
          [t('supportmatch.profiles.cardFields.prefers'), timezonePreference(p)],
          [t('supportmatch.profiles.cardFields.joined'), formatDate(p.createdAt)],
        ]}
      />
    </>
  );
}

/** /admin/supportmatch/profiles: the read-only list of SupportMatch profiles, searchable by nickname (spec sub-apps §2 "Admin users"). */
export function ProfileList() {
  const t = useAdminT();
  // The options' labels are the member app's (components/options): this suspends until they are here.
  useTranslation(OPTIONS_NS);
  const search = <SearchBox label={t('supportmatch.profiles.search')} placeholder={t('supportmatch.profiles.searchPlaceholder')} />;
  return <ListPage<SupportMatchProfile> resource="supportmatch/profiles" texts={SM_LIST_TEXT.profiles} filters={search} emptyIcon={<PeopleAltOutlined />} columns={columns(t)} card={ProfileCard} />;
}
