import Autocomplete from '@mui/material/Autocomplete';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { BlockDialog } from '../../../components/block-dialog';
import { messageOf } from '../../../lib/api-client';
import { useDebounced } from '../../../lib/use-debounced';
import type { BlockCandidate } from '@pfe/contracts/supportmatch';
import { useCreateExclusion } from '../api/create-exclusion';
import { useBlockCandidates } from '../api/get-block-candidates';
import { validateBlock } from '../validation';

const SEARCH_DELAY_MS = 250;


/** The picker lists the member's partners, past and present; anyone else by exact nickname (issue 21 item 13). */
export const PICKER_HELP = 'Your partners, past and present, are listed. To block someone else, type their exact nickname.';
export const NO_PARTNERS_TEXT = 'No partners yet. Type the exact nickname of the member to block.';
export const NO_EXACT_MATCH_TEXT = 'No member with exactly this nickname';
/** What a SupportMatch block does. */
export const SUPPORTMATCH_BLOCK_TEXT =
  'A blocked member can no longer message you and will never be matched with you. They are not told. Blocking your current partner ends your partnership.';

/**
 * SupportMatch's Block User (spec §2/§5), on the shared BlockDialog: a searchable choice of the
 * members one may block (never oneself or someone already blocked). With `preset` (the partnership
 * page's shortcut) the member is fixed and only the reason is asked.
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
  const query = useDebounced(search, SEARCH_DELAY_MS);
  const candidates = useBlockCandidates(query, { enabled: open && !preset });
  const block = useCreateExclusion();
  const member = preset ?? selected;

  const close = () => {
    setSelected(null);
    setSearch('');
    onClose();
  };

  // The chosen member stays in the list while the search text changes.
  const options = candidates.data ?? [];
  const withSelected = selected && !options.some((o) => o.userId === selected.userId) ? [selected, ...options] : options;

  return (
    <BlockDialog
      open={open}
      onClose={close}
      name={preset?.nickname}
      description={SUPPORTMATCH_BLOCK_TEXT}
      validate={() => {
        const result = validateBlock({ excludedUserId: member?.userId });
        return result.ok ? undefined : result.error;
      }}
      onBlock={(reason) => block.mutateAsync({ excludedUserId: member!.userId, ...(reason ? { reason } : {}) })}
      onBlocked={() => member && onBlocked?.(member)}
      picker={
        preset
          ? undefined
          : ({ error, disabled, clearError }) => (
              <Autocomplete
                id="block-user"
                options={withSelected}
                value={selected}
                onChange={(_e, value) => {
                  setSelected(value);
                  if (value) clearError();
                }}
                inputValue={search}
                onInputChange={(_e, value) => setSearch(value)}
                getOptionLabel={(o) => o.nickname}
                getOptionKey={(o) => o.userId}
                isOptionEqualToValue={(a, b) => a.userId === b.userId}
                filterOptions={(x) => x}
                loading={candidates.isFetching}
                noOptionsText={candidates.isError ? messageOf(candidates.error, 'Could not load members') : search.trim() ? NO_EXACT_MATCH_TEXT : NO_PARTNERS_TEXT}
                disabled={disabled}
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
            )
      }
    />
  );
}
