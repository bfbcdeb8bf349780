import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useListContext } from 'react-admin';
import { SearchBox } from '../../components/search-box';
import { ROLE_FILTER_OPTIONS, roleOf, STATUS_FILTER_OPTIONS, statusOf, withRole, withStatus, type RoleFilter, type StatusFilter } from './filters';

const selectSx = { width: { xs: 'calc(50% - 4px)', sm: 150 } };

/** Search, subscription status and role, side by side (stacked on phones). */
export function UserFilters() {
  const { filterValues, displayedFilters, setFilters } = useListContext();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, width: { xs: '100%', md: 'auto' } }}>
      <SearchBox label="Search users" placeholder="Name or email" />
      <TextField
        select
        size="small"
        margin="none"
        variant="outlined"
        label="Subscription"
        value={statusOf(filterValues)}
        onChange={(event) => setFilters(withStatus(filterValues, event.target.value as StatusFilter), displayedFilters)}
        sx={selectSx}
      >
        {STATUS_FILTER_OPTIONS.map((option) => (
          <MenuItem key={option.value || 'all'} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        margin="none"
        variant="outlined"
        label="Role"
        value={roleOf(filterValues)}
        onChange={(event) => setFilters(withRole(filterValues, event.target.value as RoleFilter), displayedFilters)}
        sx={selectSx}
      >
        {ROLE_FILTER_OPTIONS.map((option) => (
          <MenuItem key={option.value || 'all'} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
