import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { LIGHTHOUSE_LIMITS as L, type LighthouseProfile, type LighthouseProfileInput } from '@pfe/contracts/lighthouse';
import { toProfileInput, validateProfile, type FieldErrors, type ProfileFormValues } from '../validation';
import { i18n } from '../../../lib/i18n';

function initialValues(p: LighthouseProfile | null | undefined): ProfileFormValues {
  return {
    profileType: p?.profileType ?? '',
    displayName: p?.displayName ?? '',
    bio: p?.bio ?? '',
    phoneNumber: p?.phoneNumber ?? '',
    housingNeeds: p?.housingNeeds ?? '',
    moveInDate: p?.moveInDate ?? '',
    budgetMin: p?.budgetMin ?? '',
    budgetMax: p?.budgetMax ?? '',
  };
}

type Key = keyof ProfileFormValues;

/** Create or edit the LightHouse profile; the type is chosen once (spec §4: it cannot change after creation). */
export function ProfileForm({
  profile,
  pending,
  onSubmit,
  onCancel,
}: {
  profile: LighthouseProfile | null;
  pending: boolean;
  onSubmit: (input: LighthouseProfileInput) => void;
  onCancel?: () => void;
}) {
  const [values, setValues] = useState(() => initialValues(profile));
  const [errors, setErrors] = useState<FieldErrors<Key>>({});
  const set = (key: Key, value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const text = (key: Key, label: string, props: { required?: boolean; multiline?: boolean; type?: string; max?: number; helper?: string; inputMode?: 'decimal' | 'tel' } = {}) => (
    <TextField
      name={key}
      label={label}
      value={values[key]}
      onChange={(e) => set(key, e.target.value)}
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
    const found = validateProfile(values);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    onSubmit(toProfileInput(values));
  };
  const fixedType = Boolean(profile);

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={i18n.t('lighthouse:ui.lighthouseProfile')}>
      <Stack spacing={2.5}>
        {fixedType ? (
          // The type is fixed once the profile exists: said in plain text, not as disabled radios
          // whose greyed labels fail the contrast check (issue 21 item 18).
          <Box>
            <Typography variant="body2" color="text.secondary" component="p">
              {i18n.t('lighthouse:x.iAm')}
            </Typography>
            <Typography>{values.profileType === 'host' ? i18n.t('lighthouse:ui.offeringHousingHost') : i18n.t('lighthouse:ui.lookingForHousingSeeker')}</Typography>
            <Typography variant="caption" color="text.secondary">
              {i18n.t('lighthouse:ui.yourProfileTypeCannotBeChanged')}
            </Typography>
          </Box>
        ) : (
        <FormControl error={Boolean(errors.profileType)}>
          <FormLabel id="lh-profile-type">{i18n.t('lighthouse:x.iAm')}</FormLabel>
          <RadioGroup aria-labelledby="lh-profile-type" value={values.profileType} onChange={(e) => set('profileType', e.target.value)}>
            <FormControlLabel value="seeker" control={<Radio />} label={i18n.t('lighthouse:ui.lookingForHousingSeeker')} />
            <FormControlLabel value="host" control={<Radio />} label={i18n.t('lighthouse:ui.offeringHousingHost')} />
          </RadioGroup>
          <FormHelperText>{errors.profileType ?? i18n.t('lighthouse:ui.thisCannotBeChangedLater')}</FormHelperText>
        </FormControl>
        )}
        {text('displayName', i18n.t('lighthouse:ui.displayName'), { required: true, max: L.displayName, helper: i18n.t('lighthouse:ui.theOnlyNameOtherMembersSee') })}
        {text('bio', i18n.t('lighthouse:ui.aboutYou'), { multiline: true, max: L.bio })}
        {text('phoneNumber', i18n.t('lighthouse:ui.phoneNumber'), { max: L.phoneNumber, inputMode: 'tel', helper: i18n.t('lighthouse:address.phoneHelper') })}
        {values.profileType === 'seeker' && (
          <>
            {text('housingNeeds', i18n.t('lighthouse:ui.housingNeeds'), { multiline: true, max: L.housingNeeds })}
            {text('moveInDate', i18n.t('lighthouse:ui.moveInDate'), { type: 'date' })}
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              {text('budgetMin', i18n.t('lighthouse:ui.minimumBudgetUsdMonth'), { inputMode: 'decimal' })}
              {text('budgetMax', i18n.t('lighthouse:ui.maximumBudgetUsdMonth'), { inputMode: 'decimal' })}
            </Box>
          </>
        )}
        <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
          {onCancel && (
            <Button onClick={onCancel} disabled={pending}>
              {i18n.t('lighthouse:ui.cancel')}
            </Button>
          )}
          <Button type="submit" variant="contained" disabled={pending}>
            {pending ? i18n.t('lighthouse:ui.saving') : profile ? i18n.t('lighthouse:ui.updateProfile') : i18n.t('lighthouse:ui.createProfile')}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
