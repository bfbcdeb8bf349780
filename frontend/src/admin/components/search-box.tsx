import SearchOutlined from '@mui/icons-material/SearchOutlined';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';
import { useListContext } from 'react-admin';

/** A search field bound to the list's `q` filter (the server searches names and emails), debounced. */
export function SearchBox({ label, placeholder, delay = 300 }: { label: string; placeholder?: string; delay?: number }) {
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const current = typeof filterValues.q === 'string' ? filterValues.q : '';
  const [text, setText] = useState(current);
  const latest = useRef({ filterValues, displayedFilters, setFilters });
  latest.current = { filterValues, displayedFilters, setFilters };

  // Follow outside changes (back/forward through the URL).
  useEffect(() => setText(current), [current]);

  useEffect(() => {
    const q = text.trim();
    if (q === current.trim()) return;
    const timer = setTimeout(() => {
      const { filterValues: values, displayedFilters: shown, setFilters: set } = latest.current;
      const { q: _previous, ...rest } = values;
      set(q ? { ...rest, q } : rest, shown);
    }, delay);
    return () => clearTimeout(timer);
  }, [text, current, delay]);

  return (
    <TextField
      type="search"
      label={label}
      placeholder={placeholder}
      value={text}
      onChange={(event) => setText(event.target.value)}
      variant="outlined"
      size="small"
      margin="none"
      sx={{ width: { xs: '100%', sm: 280 } }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchOutlined fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
