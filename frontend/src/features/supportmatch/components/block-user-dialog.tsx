import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useToast } from '../../../components/toast';
import { messageOf } from '../../../lib/api-client';
import { useDebounced } from '../../../lib/use-debounced';
import type { BlockCandidate } from '@pfe/contracts';
import { useCreateExclusion } from '../api/create-exclusion';
import { useBlockCandidates } from '../api/get-block-candidates';
import { validateBlock } from '../validation';

const SEARCH_DELAY_MS = 250;

/** Under the reason field: who can read it. */
export const BLOCK_REASON_HELP = 'Only you can see this reason.';

/** The picker lists the member's partners, past and present; anyone else by exact nickname (issue 21 item 13). */
export const PICKER_HELP = 'Your partners, past and present, are listed. To block someone else, type their exact nickname.';
export const NO_PARTNERS_TEXT = 'No partners yet. Type the exact nickname of the member to block.';
export const NO_EXACT_MATCH_TEXT = 'No member with exactly this nickname';

/**
 * Spec §2/§5 Block User: a searchable choice of the members one may block (never oneself or someone
 * already blocked), an optional private reason. With `preset` (the partnership page's shortcut) the
 * member is fixed and only the reason is asked.
 */
export function BlockUserDialog({
  open,
  onClose,
  onBlocked,
  preset,
}: {
  open: boolean;
  onClose: () => void;
  onBlocked?: (member: BlockCandidate) => void;
  preset?: BlockCandidate;
}) {
  const [selected, setSelected] = useState<BlockCandidate | null>(null);
  const [search, setSearch] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const query = useDebounced(search, SEARCH_DELAY_MS);
  const candidates = useBlockCandidates(query, { enabled: open && !preset });
  const block = useCreateExclusion();
  const { toast } = useToast();

  const reset = () => {
    setSelected(null);
    setSearch('');
    setReason('');
    setError(undefined);
  };
  const close = () => {
    if (block.isPending) return;
    reset();
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const member = preset ?? selected;
    const result = validateBlock({ excludedUserId: member?.userId, reason });
    if (!result.ok) {
      setError(result.error);
      return;
    }
    block.mutate(result.value, {
      onSuccess: () => {
        reset();
        onClose();
        if (member) onBlocked?.(member);
      },
      onError: (err) => toast({ title: 'Error', description: messageOf(err, 'Failed to block user'), variant: 'destructive' }),
    });
  };

  // The chosen member stays in the list while the search text changes.
  const options = candidates.data ?? [];
  const withSelected = selected && !options.some((o) => o.userId === selected.userId) ? [selected, ...options] : options;

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" slotProps={{ paper: { component: 'form', onSubmit: submit, noValidate: true } as object }}>
      <DialogTitle>{preset ? `Block ${preset.nickname}` : 'Block User'}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>
            A blocked member can no longer message you and will never be matched with you. They are not told. Blocking your
            current partner ends your partnership.
          </DialogContentText>
          {!preset && (
            <Autocomplete
              id="block-user"
              options={withSelected}
              value={selected}
              onChange={(_e, value) => {
                setSelected(value);
                if (value) setError(undefined);
              }}
              inputValue={search}
              onInputChange={(_e, value) => setSearch(value)}
              getOptionLabel={(o) => o.nickname}
              getOptionKey={(o) => o.userId}
              isOptionEqualToValue={(a, b) => a.userId === b.userId}
              filterOptions={(x) => x}
              loading={candidates.isFetching}
              noOptionsText={candidates.isError ? messageOf(candidates.error, 'Could not load members') : search.trim() ? NO_EXACT_MATCH_TEXT : NO_PARTNERS_TEXT}
              disabled={block.isPending}
              renderInput={(params) => (
                <TextField
                  {...params}
                  label="Member"
                  placeholder="Exact nickname"
                  error={Boolean(error)}
                  helperText={error ?? PICKER_HELP}
                  slotProps={{
                    ...params.slotProps,
                    input: {
                      ...params.slotProps.input,
                      endAdornment: (
                        <>
                          {candidates.isFetching ? <CircularProgress color="inherit" size={18} /> : null}
                          {params.slotProps.input.endAdornment}
                        </>
                      ),
                    },
                  }}
                />
              )}
            />
          )}
          {preset && error && <DialogContentText color="error">{error}</DialogContentText>}
          {/* The privacy note is helper text: a long label is cut off on phones. */}
          <TextField
            id="block-reason"
            label="Reason (optional)"
            helperText={BLOCK_REASON_HELP}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            multiline
            minRows={2}
            disabled={block.isPending}
            fullWidth
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close} disabled={block.isPending}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" color="error" disabled={block.isPending}>
          {block.isPending ? 'Blocking...' : 'Block'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
