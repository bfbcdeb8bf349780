import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { LIGHTHOUSE_LIMITS as L, LIGHTHOUSE_PROPERTY_TYPES, type LighthouseOwnProperty, type LighthousePropertyInput } from '@pfe/contracts/lighthouse';
import { propertyTypeLabel } from '../format';
import { addEntry, toPropertyInput, validateProperty, type FieldErrors, type PropertyFormValues } from '../validation';
import { DiscardChangesDialog } from './discard-dialog';
import { ListEntry } from './list-entry';
import { i18n } from '../../../lib/i18n';

export function initialPropertyValues(p: LighthouseOwnProperty | null | undefined): PropertyFormValues {
  return {
    title: p?.title ?? '',
    description: p?.description ?? '',
    propertyType: p?.propertyType ?? 'room',
    address: p?.address ?? '',
    city: p?.city ?? '',
    state: p?.state ?? '',
    zipCode: p?.zipCode ?? '',
    bedrooms: p?.bedrooms === null || p?.bedrooms === undefined ? '' : String(p.bedrooms),
    bathrooms: p?.bathrooms ?? '',
    monthlyRent: p?.monthlyRent ?? '',
    securityDeposit: p?.securityDeposit ?? '',
    availableFrom: p?.availableFrom ?? '',
    availableUntil: p?.availableUntil ?? '',
    maxOccupants: String(p?.maxOccupants ?? 1),
    amenities: p?.amenities ?? [],
    housingRules: p?.houseRules ?? '',
    isActive: p?.isActive ?? true,
  };
}

type Key = keyof PropertyFormValues;

/** Create or edit a listing. The street address and zip code are shown only to the host and to a seeker they accept. */
export function PropertyForm({
  property,
  pending,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  property?: LighthouseOwnProperty | null;
  pending: boolean;
  submitLabel: string;
  onSubmit: (input: LighthousePropertyInput) => void;
  onCancel: () => void;
}) {
  const [values, setValues] = useState(() => initialPropertyValues(property));
  const [errors, setErrors] = useState<FieldErrors<Key>>({});
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const dirty = JSON.stringify(values) !== JSON.stringify(initialPropertyValues(property));
  const cancel = () => (dirty ? setConfirmDiscard(true) : onCancel());
  const set = <K extends Key>(key: K, value: PropertyFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const text = (key: Key, label: string, props: { required?: boolean; multiline?: boolean; type?: string; max?: number; helper?: string; inputMode?: 'numeric' | 'decimal' } = {}) => (
    <TextField
      name={key}
      label={label}
      value={values[key] as string}
      onChange={(e) => set(key, e.target.value as never)}
      required={props.required}
      multiline={props.multiline}
      minRows={props.multiline ? 3 : undefined}
      type={props.type}
      fullWidth
      error={Boolean(errors[key])}
      helperText={errors[key] ?? props.helper}
      slotProps={{ htmlInput: { maxLength: props.max, inputMode: props.inputMode }, inputLabel: props.type === 'date' ? { shrink: true } : undefined }}
    />
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateProperty(values);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    onSubmit(toPropertyInput(values));
  };

  const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } };
  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={i18n.t('lighthouse:ui.property')}>
      <Stack spacing={3}>
        <Stack spacing={2}>
          {text('title', i18n.t('lighthouse:ui.title'), { required: true, max: L.title })}
          {text('description', i18n.t('lighthouse:ui.description'), { required: true, multiline: true, max: L.description })}
          <TextField select name="propertyType" label={i18n.t('lighthouse:ui.propertyType')} value={values.propertyType} onChange={(e) => set('propertyType', e.target.value as PropertyFormValues['propertyType'])} fullWidth>
            {LIGHTHOUSE_PROPERTY_TYPES.map((t) => (
              <MenuItem key={t} value={t}>
                {propertyTypeLabel(t)}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        <Stack spacing={2} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
          <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
            {i18n.t('lighthouse:ui.location')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {i18n.t('lighthouse:address.formNote')}
          </Typography>
          {text('address', i18n.t('lighthouse:ui.streetAddress'), { required: true, max: L.address })}
          <Box sx={grid}>
            {text('city', i18n.t('lighthouse:ui.city'), { required: true, max: L.city })}
            {text('state', i18n.t('lighthouse:ui.state'), { required: true, max: L.state })}
            {text('zipCode', i18n.t('lighthouse:ui.zipCode'), { required: true, max: L.zipCode })}
          </Box>
        </Stack>
        <Box sx={grid}>
          {text('bedrooms', i18n.t('lighthouse:ui.bedrooms'), { inputMode: 'numeric' })}
          {text('bathrooms', i18n.t('lighthouse:ui.bathrooms'), { inputMode: 'decimal', helper: i18n.t('lighthouse:ui.forExample1Or15') })}
          {text('monthlyRent', i18n.t('lighthouse:ui.monthlyRentUsd'), { inputMode: 'decimal' })}
          {text('securityDeposit', i18n.t('lighthouse:ui.securityDepositUsd'), { inputMode: 'decimal' })}
          {text('availableFrom', i18n.t('lighthouse:ui.availableFrom'), { type: 'date' })}
          {text('availableUntil', i18n.t('lighthouse:ui.availableUntil'), { type: 'date' })}
          {text('maxOccupants', i18n.t('lighthouse:ui.maxOccupants'), { required: true, inputMode: 'numeric', helper: i18n.t('lighthouse:ui.howManySeekersYouCanAccept') })}
        </Box>
        <ListEntry label={i18n.t('lighthouse:ui.amenities')} addLabel={i18n.t('lighthouse:ui.addAnAmenity')} items={values.amenities} max={L.amenities} onChange={(items) => set('amenities', items)} add={(items, entry) => addEntry(items, entry, L.amenities)} />
        {text('housingRules', i18n.t('lighthouse:ui.houseRules'), { multiline: true, max: L.houseRules })}
        <FormControlLabel control={<Switch checked={values.isActive} onChange={(e) => set('isActive', e.target.checked)} />} label={i18n.t('lighthouse:ui.listedMembersCanFindIt')} />
        <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={cancel} disabled={pending}>
            {i18n.t('lighthouse:ui.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={pending}>
            {pending ? i18n.t('lighthouse:ui.saving') : submitLabel}
          </Button>
        </Stack>
      </Stack>
      <DiscardChangesDialog open={confirmDiscard} onKeep={() => setConfirmDiscard(false)} onDiscard={onCancel} />
    </Box>
  );
}
