import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useListContext } from 'react-admin';
import { SearchBox } from '../../components/search-box';
import { ROLE_FILTER_OPTIONS, roleOf, STATUS_FILTER_OPTIONS, statusOf, withRole, withStatus, type RoleFilter, type StatusFilter } from './filters';

/** A select over one filter: reads its value from the list's filter and writes it back, other keys kept. */
function FilterSelect<V extends string>({
  label,
  options,
  read,
  write,
}: {
  label: string;
  options: readonly { value: V; label: string }[];
  read: (filter: Record<string, unknown>) => V;
  write: (filter: Record<string, unknown>, value: V) => Record<string, unknown>;
}) {
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
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Search, subscription status and role, side by side (stacked on phones). */
export function UserFilters() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, width: { xs: '100%', md: 'auto' } }}>
      <SearchBox label="Search users" placeholder="Name or email" />
      <FilterSelect<StatusFilter> label="Subscription" options={STATUS_FILTER_OPTIONS} read={statusOf} write={withStatus} />
      <FilterSelect<RoleFilter> label="Role" options={ROLE_FILTER_OPTIONS} read={roleOf} write={withRole} />
    </Box>
  );
}
