import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { SectionCard } from '../../components/section-card';
import { useAdminToast } from '../../components/use-admin-toast';
import { messageOf } from '../../../lib/api-client';
import { useCreateOnce } from '../../lib/use-create-once';
import type { PricingTier } from '@pfe/contracts';
import { createTierPayload, todayInputValue, validateTierAmount } from './validation';

/** "Create New Pricing Tier": amount, effective date (today by default) and "current" (off by default). */
export function CreateTierCard() {
  const toast = useAdminToast();
  const [amount, setAmount] = useState('');
  const [effectiveDate, setEffectiveDate] = useState(todayInputValue);
  const [isCurrentTier, setIsCurrentTier] = useState(false);
  const [amountError, setAmountError] = useState<string | undefined>();
  const [serverError, setServerError] = useState<string | undefined>();
  const [create, { isPending }] = useCreateOnce<PricingTier>('pricing');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateTierAmount(amount);
    setAmountError(problem);
    setServerError(undefined);
    if (problem) return;
    const form = { amount, effectiveDate, isCurrentTier };
    create(form, () => createTierPayload(form), {
      onSuccess: () => {
        setAmount('');
        setEffectiveDate(todayInputValue());
        setIsCurrentTier(false);
        toast({ title: 'Success', description: 'Pricing tier created successfully' });
      },
      onError: (error) => {
        setServerError(messageOf(error));
        toast({ title: 'Error', description: 'Failed to create pricing tier', variant: 'destructive' });
      },
    });
  };

  return (
    <SectionCard title="Create New Pricing Tier" description="New users are assigned the current tier's price; existing members keep theirs.">
      <Box component="form" onSubmit={submit} noValidate>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextField
            label="Monthly Amount (USD)"
            type="number"
            value={amount}
            onChange={(event) => {
              setAmount(event.target.value);
              if (amountError) setAmountError(undefined);
            }}
            placeholder="0.00"
            error={!!amountError}
            helperText={amountError}
            required
            disabled={isPending}
            variant="outlined"
            margin="none"
            slotProps={{ htmlInput: { step: 0.01, min: 0.01, inputMode: 'decimal' }, inputLabel: { shrink: true } }}
          />
          <TextField
            label="Effective Date"
            type="date"
            value={effectiveDate}
            onChange={(event) => setEffectiveDate(event.target.value)}
            disabled={isPending}
            variant="outlined"
            margin="none"
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Box>
        <FormControlLabel
          sx={{ mt: 1 }}
          control={<Checkbox checked={isCurrentTier} onChange={(event) => setIsCurrentTier(event.target.checked)} disabled={isPending} />}
          label="Set as current tier"
        />
        {serverError && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {serverError}
          </Alert>
        )}
        <Box>
          <Button type="submit" variant="contained" disabled={isPending} sx={{ mt: 1.5, width: { xs: '100%', sm: 'auto' } }}>
            {isPending ? 'Creating...' : 'Create Pricing Tier'}
          </Button>
        </Box>
      </Box>
    </SectionCard>
  );
}
