import Autocomplete from '@mui/material/Autocomplete';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { BlockDialog } from '../../../components/block-dialog';
import { messageOf } from '../../../lib/api-client';
import type { BlockCandidate } from '@pfe/contracts/supportmatch';
import { useCreateExclusion } from '../api/create-exclusion';
import { useBlockCandidates } from '../api/get-block-candidates';
import { validateBlock } from '../validation';

/**
 * The picker lists the member's partners, past and present, and nobody else: SupportMatch blocks a
 * partnership's other member, never any member by id or nickname (issue 27, after issue 21 item 13).
 */
export const PICKER_HELP = 'Your partners, past and present, are listed.';
export const NO_PARTNERS_TEXT = 'No partners yet. You can block a member once you have been partnered.';
export const NO_MATCH_TEXT = 'None of your partners has this nickname';
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
  const candidates = useBlockCandidates({ enabled: open && !preset });
  const block = useCreateExclusion();
  const member = preset ?? selected;

  const close = () => {
    setSelected(null);
    setSearch('');
    onClose();
  };

  const options = candidates.data ?? [];

  return (
    <BlockDialog
      open={open}
      onClose={close}
      name={preset?.nickname}
      description={SUPPORTMATCH_BLOCK_TEXT}
      validate={() => {
        const result = validateBlock({ partnershipId: member?.partnershipId });
        return result.ok ? undefined : result.error;
      }}
      onBlock={(reason) => block.mutateAsync({ partnershipId: member!.partnershipId, ...(reason ? { reason } : {}) })}
      onBlocked={() => member && onBlocked?.(member)}
      picker={
        preset
          ? undefined
          : ({ error, disabled, clearError }) => (
              <Autocomplete
                id="block-user"
                options={options}
                value={selected}
                onChange={(_e, value) => {
                  setSelected(value);
                  if (value) clearError();
                }}
                inputValue={search}
                onInputChange={(_e, value) => setSearch(value)}
                getOptionLabel={(o) => o.nickname}
                getOptionKey={(o) => o.partnershipId}
                isOptionEqualToValue={(a, b) => a.partnershipId === b.partnershipId}
                loading={candidates.isFetching}
                noOptionsText={candidates.isError ? messageOf(candidates.error, 'Could not load members') : options.length > 0 ? NO_MATCH_TEXT : NO_PARTNERS_TEXT}
                disabled={disabled}
                renderInput={(params) => (
                  <TextField
                    {...params}
                    label="Member"
                    placeholder="Partner's nickname"
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
