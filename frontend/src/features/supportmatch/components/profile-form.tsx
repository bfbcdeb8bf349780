import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SupportMatchProfile, SupportMatchProfileInput } from '@pfe/contracts/supportmatch';
import {
  COUNTRY_OPTIONS,
  DEFAULT_TIMEZONE_PREFERENCE,
  GENDER_OPTIONS,
  GENDER_PREFERENCE_OPTIONS,
  TIMEZONE_OPTIONS,
  TIMEZONE_PREFERENCE_OPTIONS,
  type Option,
} from '../../../components/options';
import { validateNickname, validateTimezoneChoice } from '../validation';

export interface ProfileFormValues {
  nickname: string;
  gender: string;
  genderPreference: string;
  city: string;
  state: string;
  country: string;
  timezone: string;
  timezonePreference: string;
  isActive: boolean;
}

export function initialValues(profile: SupportMatchProfile | null | undefined): ProfileFormValues {
  return {
    nickname: profile?.nickname ?? '',
    gender: profile?.gender ?? '',
    genderPreference: profile?.genderPreference ?? '',
    city: profile?.city ?? '',
    state: profile?.state ?? '',
    country: profile?.country ?? '',
    timezone: profile?.timezone ?? '',
    timezonePreference: profile?.timezonePreference || DEFAULT_TIMEZONE_PREFERENCE,
    isActive: profile?.isActive ?? true,
  };
}

const TEXT_FIELDS = ['gender', 'genderPreference', 'city', 'state', 'country', 'timezone', 'timezonePreference'] as const;

/** The request body: trimmed text, and only the fields that have a value (the server accepts nothing else). */
export function toProfileInput(values: ProfileFormValues): SupportMatchProfileInput {
  const input: SupportMatchProfileInput = { isActive: values.isActive };
  const nickname = values.nickname.trim();
  if (nickname) input.nickname = nickname;
  for (const field of TEXT_FIELDS) {
    const value = values[field].trim();
    if (value) input[field] = value;
  }
  return input;
}

function SelectField({
  name,
  label,
  value,
  options,
  onChange,
  helperText,
  error,
  disabled,
  optional = true,
}: {
  name: string;
  label: string;
  value: string;
  options: Option[];
  onChange: (value: string) => void;
  helperText?: string;
  error?: boolean;
  disabled?: boolean;
  /** Offers 'Not specified' (sent as no value). */
  optional?: boolean;
}) {
  const { t } = useTranslation('supportmatch');
  // A value the list does not know (e.g. saved before the list changed) stays selectable.
  const all = value && !options.some((o) => o.value === value) ? [...options, { value, label: value }] : options;
  return (
    <TextField
      select
      fullWidth
      id={`sm-${name}`}
      name={name}
      label={label}
      value={value}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value)}
      helperText={helperText}
      error={error}
      slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } } } }}
    >
      {optional && (
        <MenuItem value="">
          <em>{t('profile.notSpecified')}</em>
        </MenuItem>
      )}
      {all.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } } as const;

/** Spec §2 Profile: the nickname, the matching preferences and the location (option lists of §5). */
export function ProfileForm({
  profile,
  mode,
  pending,
  onSubmit,
  onCancel,
}: {
  profile: SupportMatchProfile | null;
  mode: 'create' | 'edit';
  pending: boolean;
  onSubmit: (input: SupportMatchProfileInput) => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation('supportmatch');
  const [values, setValues] = useState(() => initialValues(profile));
  const [nicknameError, setNicknameError] = useState<string>();
  // A profile saved before the rule, wanting the same timezone without one, says so at once.
  const [timezoneTouched, setTimezoneTouched] = useState(() => Boolean(profile) && Boolean(validateTimezoneChoice(initialValues(profile))));
  const set = <K extends keyof ProfileFormValues>(key: K) => (value: ProfileFormValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  // Inline, and live once shown: choosing a timezone or 'Any timezone' clears it.
  const timezoneRule = validateTimezoneChoice(values);
  const timezoneError = timezoneTouched ? timezoneRule : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const error = validateNickname(values.nickname);
    setNicknameError(error);
    setTimezoneTouched(true);
    if (error || timezoneRule) {
      document.getElementById(error ? 'sm-nickname' : 'sm-timezone')?.focus();
      return;
    }
    onSubmit(toProfileInput(values));
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={mode === 'create' ? t('common.createProfile') : t('common.updateProfile')}>
      <Stack spacing={4}>
        <Stack spacing={2}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {t('profile.aboutYou')}
          </Typography>
          <TextField
            id="sm-nickname"
            name="nickname"
            label={t('profile.nickname')}
            fullWidth
            value={values.nickname}
            onChange={(e) => set('nickname')(e.target.value)}
            error={Boolean(nicknameError)}
            helperText={nicknameError ?? t('profile.nicknameHelp')}
            slotProps={{ htmlInput: { maxLength: 100 } }}
            disabled={pending}
          />
          <Box sx={grid}>
            <SelectField name="gender" label={t('profile.gender')} value={values.gender} options={GENDER_OPTIONS} onChange={set('gender')} disabled={pending} />
            <SelectField
              name="genderPreference"
              label={t('profile.genderPreference')}
              value={values.genderPreference}
              options={GENDER_PREFERENCE_OPTIONS}
              onChange={set('genderPreference')}
              disabled={pending}
            />
          </Box>
        </Stack>

        <Stack spacing={2}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {t('profile.locationAndTime')}
          </Typography>
          <Box sx={grid}>
            <TextField id="sm-city" name="city" label={t('profile.city')} fullWidth value={values.city} onChange={(e) => set('city')(e.target.value)} slotProps={{ htmlInput: { maxLength: 100 } }} disabled={pending} />
            <TextField id="sm-state" name="state" label={t('profile.state')} fullWidth value={values.state} onChange={(e) => set('state')(e.target.value)} slotProps={{ htmlInput: { maxLength: 100 } }} disabled={pending} />
            <SelectField name="country" label={t('profile.country')} value={values.country} options={COUNTRY_OPTIONS} onChange={set('country')} disabled={pending} />
            <SelectField
              name="timezone"
              label={t('profile.timezone')}
              value={values.timezone}
              options={TIMEZONE_OPTIONS}
              onChange={set('timezone')}
              error={Boolean(timezoneError)}
              helperText={timezoneError ?? (timezoneRule ? t('profile.timezoneNeeded') : undefined)}
              disabled={pending}
            />
          </Box>
          <SelectField
            name="timezonePreference"
            label={t('profile.timezonePreference')}
            value={values.timezonePreference}
            options={TIMEZONE_PREFERENCE_OPTIONS}
            optional={false}
            onChange={set('timezonePreference')}
            helperText={t('profile.timezonePreferenceHelp')}
            disabled={pending}
          />
          <FormControlLabel
            control={<Switch checked={values.isActive} onChange={(e) => set('isActive')(e.target.checked)} disabled={pending} />}
            label={t('profile.includeMe')}
          />
        </Stack>

        <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
          {mode === 'edit' && onCancel && (
            <Button variant="outlined" onClick={onCancel} disabled={pending}>
              {t('common.cancel')}
            </Button>
          )}
          <Button type="submit" variant="contained" disabled={pending}>
            {pending ? t('profile.saving') : mode === 'create' ? t('common.createProfile') : t('common.updateProfile')}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
