import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useListContext } from 'react-admin';
import { SearchBox } from '../../components/search-box';
import { ROLE_FILTER_OPTIONS, roleOf, STATUS_FILTER_OPTIONS, statusOf, withRole, withStatus, type RoleFilter, type StatusFilter } from './filters';
import { useAdminT } from '../../lib/i18n';

/** A select over one filter: reads its value from the list's filter and writes it back, other keys kept. */
function FilterSelect<V extends string>({
  label,
  options,
  read,
  write,
}: {
  label: string;
  options: readonly { value: V; labelKey: string }[];
  read: (filter: Record<string, unknown>) => V;
  write: (filter: Record<string, unknown>, value: V) => Record<string, unknown>;
}) {
  const t = useAdminT();
  const { filterValues, displayedFilters, setFilters } = useListContext();
  return (
    <TextField
      select
      size="small"
      margin="none"
      variant="outlined"
      label={label}
      value={read(filterValues)}
      onChange={(event) => setFilters(write(filterValues, event.target.value as V), displayedFilters)}
      sx={{ width: { xs: 'calc(50% - 4px)', sm: 150 } }}
    >
      {options.map((option) => (
        <MenuItem key={option.value || 'all'} value={option.value}>
          {t(option.labelKey)}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Search, subscription status and role, side by side (stacked on phones). */
export function UserFilters() {
  const t = useAdminT();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, width: { xs: '100%', md: 'auto' } }}>
      <SearchBox label={t('users.filters.search')} placeholder={t('users.filters.searchPlaceholder')} />
      <FilterSelect<StatusFilter> label={t('users.filters.subscription')} options={STATUS_FILTER_OPTIONS} read={statusOf} write={withStatus} />
      <FilterSelect<RoleFilter> label={t('users.filters.role')} options={ROLE_FILTER_OPTIONS} read={roleOf} write={withRole} />
    </Box>
  );
}
