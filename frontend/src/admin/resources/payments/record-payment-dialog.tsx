import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useGetList } from 'react-admin';
import { useAdminToast } from '../../components/use-admin-toast';
import { messageOf } from '../../../lib/api-client';
import { amountProblem } from '../../lib/money';
import { useCreateOnce } from '../../lib/use-create-once';
import { useDebounced } from '../../../lib/use-debounced';
import { DEFAULT_PAYMENT_METHOD, methodLabel, PAYMENT_METHODS, personName, type PaymentMethod } from '../../lib/format';
import type { AdminUser } from '@pfe/contracts';
import { useAdminT } from '../../lib/i18n';

/* The server's words for an amount that is not a positive plain decimal (payments DTO): `payments.record.amountFormat`. */

export interface PaymentDraft {
  userId: string | null;
  amount: string;
  paymentMethod: PaymentMethod;
  notes: string;
}

/** Spec §5: submit is disabled while no user is selected, the amount is empty, or a request is pending. */
export function canSubmitPayment(draft: Pick<PaymentDraft, 'userId' | 'amount'>, pending: boolean): boolean {
  return !pending && !!draft.userId && draft.amount.trim() !== '';
}

/** Spec §7: {userId, amount (number), paymentDate (now, ISO), paymentMethod, notes (string or null)}. */
export function recordPaymentPayload(draft: PaymentDraft, now: Date = new Date()) {
  return {
    userId: draft.userId as string,
    amount: Number(draft.amount),
    paymentDate: now.toISOString(),
    paymentMethod: draft.paymentMethod,
    notes: draft.notes.trim() === '' ? null : draft.notes,
  };
}

/** Admins are never billed, so the picker offers members only (the users list's `isAdmin` filter). */
export const PAYABLE_USERS_FILTER = { isAdmin: false } as const;

/** Picks a member from /api/admin/users, searching names and emails on the server; admins are left out. */
function UserSelect({ value, onChange, disabled }: { value: AdminUser | null; onChange: (user: AdminUser | null) => void; disabled?: boolean }) {
  const t = useAdminT();
  const [input, setInput] = useState('');
  const q = useDebounced(input.trim());
  // While a user is chosen the input shows their name: list everyone rather than search for it.
  const search = value && input === optionLabel(value) ? '' : q;
  const { data, isPending } = useGetList<AdminUser>('users', {
    pagination: { page: 1, perPage: 50 },
    sort: { field: 'email', order: 'ASC' },
    filter: search ? { ...PAYABLE_USERS_FILTER, q: search } : PAYABLE_USERS_FILTER,
  });
  return (
    <Autocomplete<AdminUser>
      value={value}
      onChange={(_event, user) => onChange(user)}
      inputValue={input}
      onInputChange={(_event, text) => setInput(text)}
      options={data ?? []}
      loading={isPending}
      disabled={disabled}
      filterOptions={(options) => options}
      getOptionLabel={optionLabel}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      noOptionsText={t('payments.record.noUsers')}
      loadingText={t('payments.record.loadingUsers')}
      renderOption={(props, user) => {
        const { key, ...rest } = props as typeof props & { key: string };
        return (
          <li key={key} {...rest}>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
                {personName(user)}
              </Typography>
              {personName(user) !== user.email && (
                <Typography variant="caption" color="text.secondary" noWrap component="p">
                  {user.email}
                </Typography>
              )}
            </Box>
          </li>
        );
      }}
      renderInput={(params) => <TextField {...params} label={t('payments.record.user')} placeholder={t('payments.record.userPlaceholder')} required variant="outlined" margin="none" />}
    />
  );
}

function optionLabel(user: AdminUser): string {
  const name = personName(user);
  return name === user.email ? name : `${name} (${user.email})`;
}

/** The "Record Payment" dialog (spec §2, §4, §5, §8). */
export function RecordPaymentDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useAdminT();
  const toast = useAdminToast();
  const [user, setUser] = useState<AdminUser | null>(null);
  const [amount, setAmount] = useState('');
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethod>(DEFAULT_PAYMENT_METHOD);
  const [notes, setNotes] = useState('');
  const [create, { isPending }] = useCreateOnce('payments');
  const [amountError, setAmountError] = useState<string | undefined>();
  const draft: PaymentDraft = { userId: user?.id ?? null, amount, paymentMethod, notes };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmitPayment(draft, isPending)) return;
    // Plain decimals only: Number("1e3") would record $1000.00.
    const problem = amountProblem(amount, { format: t('payments.record.amountFormat') });
    setAmountError(problem);
    if (problem) return;
    // One intent, one key and one body: the key follows the draft, and the payload (its
    // paymentDate is "now") is made once for it, so a second press or a retry sends the same body.
    create(draft, () => recordPaymentPayload(draft), {
      onSuccess: () => {
        onClose();
        // Spec §4: the fields reset, except the method select.
        setUser(null);
        setAmount('');
        setNotes('');
        toast({ title: t('common.success'), description: t('payments.record.recorded') });
      },
      onError: (error) => toast({ title: t('common.error'), description: messageOf(error), variant: 'destructive' }),
    });
  };

  return (
    <Dialog open={open} onClose={isPending ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="record-payment-title">
      <Box component="form" onSubmit={submit} noValidate>
        <DialogTitle id="record-payment-title">{t('payments.record.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('payments.record.description')}</DialogContentText>
          <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
            <UserSelect value={user} onChange={setUser} disabled={isPending} />
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              <TextField
                label={t('payments.record.amount')}
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
                select
                label={t('payments.record.method')}
                value={paymentMethod}
                onChange={(event) => setPaymentMethod(event.target.value as PaymentMethod)}
                disabled={isPending}
                variant="outlined"
                margin="none"
              >
                {PAYMENT_METHODS.map((method) => (
                  <MenuItem key={method} value={method}>
                    {methodLabel(method)}
                  </MenuItem>
                ))}
              </TextField>
            </Box>
            <TextField
              label={t('payments.record.notes')}
              value={notes}
              onChange={(event) => setNotes(event.target.value)}
              placeholder={t('payments.record.notesPlaceholder')}
              multiline
              minRows={2}
              disabled={isPending}
              variant="outlined"
              margin="none"
              slotProps={{ htmlInput: { maxLength: 500 } }}
            />
          </Box>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5, gap: 1, flexWrap: 'wrap' }}>
          <Button onClick={onClose} disabled={isPending} color="inherit">
            {t('payments.record.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={!canSubmitPayment(draft, isPending)}>
            {isPending ? t('payments.record.recording') : t('payments.record.submit')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
