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
import { useAdminT } from '../../lib/i18n';

/** "Create New Pricing Tier": amount, effective date (today by default) and "current" (off by default). */
export function CreateTierCard() {
  const t = useAdminT();
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
        toast({ title: t('common.success'), description: t('pricing.create.created') });
      },
      onError: (error) => {
        setServerError(messageOf(error));
        toast({ title: t('common.error'), description: t('pricing.create.failed'), variant: 'destructive' });
      },
    });
  };

  return (
    <SectionCard title={t('pricing.create.title')} description={t('pricing.create.description')}>
      <Box component="form" onSubmit={submit} noValidate>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextField
            label={t('pricing.create.amount')}
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
            label={t('pricing.create.effectiveDate')}
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
          label={t('pricing.create.setCurrent')}
        />
        {serverError && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {serverError}
          </Alert>
        )}
        <Box>
          <Button type="submit" variant="contained" disabled={isPending} sx={{ mt: 1.5, width: { xs: '100%', sm: 'auto' } }}>
            {isPending ? t('pricing.create.creating') : t('pricing.create.submit')}
          </Button>
        </Box>
      </Box>
    </SectionCard>
  );
}
