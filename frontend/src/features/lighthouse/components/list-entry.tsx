import { i18n } from '../../../lib/i18n';
import Cancel from '@mui/icons-material/Cancel';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState, type KeyboardEvent } from 'react';

/**
 * Spec §5: amenities by typed entry (trimmed, non-empty), removable. `check` refuses an entry with
 * a reason. (The spec's photo addresses are uploads now: PropertyPhotos.)
 */
export function ListEntry({
  label,
  addLabel,
  items,
  max,
  onChange,
  check,
  add,
  inputType = 'text',
}: {
  label: string;
  addLabel: string;
  items: string[];
  max: number;
  onChange: (items: string[]) => void;
  check?: (entry: string) => string | undefined;
  add: (items: string[], entry: string) => string[];
  inputType?: 'text' | 'url';
}) {
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | undefined>();
  const headingId = useId();

  const commit = () => {
    const entry = draft.trim();
    if (!entry) return;
    const problem = check?.(entry);
    if (problem) return setError(problem);
    if (items.length >= max) return setError(i18n.t('lighthouse:x.atMost', { max }));
    onChange(add(items, entry));
    setDraft('');
    setError(undefined);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    }
  };

  return (
    <Stack spacing={1} role="group" aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle2" component="h2">
        {label}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          size="small"
          fullWidth
          type={inputType}
          label={addLabel}
          value={draft}
          onChange={(e) => {
            setDraft(e.target.value);
            setError(undefined);
          }}
          onKeyDown={onKeyDown}
          error={Boolean(error)}
          helperText={error}
        />
        <Button variant="outlined" onClick={commit} sx={{ flexShrink: 0 }}>
          {i18n.t('lighthouse:ui.add')}
        </Button>
      </Stack>
      {items.length > 0 && (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          {items.map((item) => (
            <Chip
              key={item}
              label={item}
              onDelete={() => onChange(items.filter((i) => i !== item))}
              deleteIcon={<Cancel titleAccess={i18n.t('lighthouse:x.removeItem', { item })} />}
              sx={{ maxWidth: '100%' }}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
