import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useListContext } from 'react-admin';
import { useAdminT } from '../../lib/i18n';

/** A select over one filter key of the list ("" = all), other keys kept. */
export function FilterSelect({ label, source, options }: { label: string; source: string; options: readonly { value: string; label: string }[] }) {
  const t = useAdminT();
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const value = typeof filterValues[source] === 'string' ? (filterValues[source] as string) : '';
  return (
    <TextField
      select
      size="small"
      margin="none"
      variant="outlined"
      label={label}
      value={value}
      onChange={(event) => {
        const next = { ...filterValues };
        if (event.target.value) next[source] = event.target.value;
        else delete next[source];
        setFilters(next, displayedFilters);
      }}
      sx={{ width: { xs: 'calc(50% - 4px)', sm: 160 } }}
    >
      <MenuItem value="">{t('moderation.all')}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
