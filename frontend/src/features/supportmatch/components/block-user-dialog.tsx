import Autocomplete from '@mui/material/Autocomplete';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BlockDialog } from '../../../components/block-dialog';
import { messageOf } from '../../../lib/api-client';
import type { BlockCandidate } from '@pfe/contracts/supportmatch';
import { useCreateExclusion } from '../api/create-exclusion';
import { useBlockCandidates } from '../api/get-block-candidates';
import { validateBlock } from '../validation';

/**
 * SupportMatch's Block User (spec §2/§5), on the shared BlockDialog: a searchable choice of the
 * members one may block (never oneself or someone already blocked). With `preset` (the partnership
 * page's shortcut) the member is fixed and only the reason is asked. The picker lists the member's
 * partners, past and present, and nobody else: SupportMatch blocks a partnership's other member,
 * never any member by id or nickname (issue 27, after issue 21 item 13).
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
  const { t } = useTranslation('supportmatch');
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
      description={t('block.text')}
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
                noOptionsText={candidates.isError ? messageOf(candidates.error, t('block.loadFailed')) : options.length > 0 ? t('block.noMatch') : t('block.noPartners')}
                disabled={disabled}
                renderInput={(params) => (
                  <TextField
                    {...params}
                    label={t('block.member')}
                    placeholder={t('block.placeholder')}
                    error={Boolean(error)}
                    helperText={error ?? t('block.pickerHelp')}
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
