import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { SOCKETRELAY_COUNTRIES, SOCKETRELAY_PROFILE_FIELD_MAX } from '@pfe/contracts/socketrelay';
import type { SocketRelayProfile } from '@pfe/contracts/socketrelay';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useToast } from '../../../components/toast';
import { messageOf } from '../../../lib/api-client';
import { countryName } from '../../../lib/i18n/countries';
import { useCreateProfile, type SocketRelayProfileInput } from '../api/create-profile';
import { useUpdateProfile } from '../api/update-profile';
import { SOCKETRELAY_PATHS } from '../paths';
import { labelOf, validateProfile, type ProfileField } from '../validation';

/** Spec §2 Profile: the profile's four fields, checked as the server does (validation.ts), then created or updated. */
export function ProfileForm({ profile, mode, onDone }: { profile: SocketRelayProfile | null; mode: 'create' | 'edit'; onDone: () => void }) {
  const [values, setValues] = useState<SocketRelayProfileInput>({
    displayName: profile?.displayName ?? '',
    city: profile?.city ?? '',
    state: profile?.state ?? '',
    country: profile?.country ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<ProfileField, string>>>({});
  const create = useCreateProfile();
  const update = useUpdateProfile();
  const save = mode === 'create' ? create : update;
  const { toast } = useToast();
  const { t } = useTranslation('socketrelay');

  const set = (field: ProfileField) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateProfile(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const input = { displayName: values.displayName.trim(), city: values.city.trim(), state: values.state.trim(), country: values.country };
    save.mutate(input, {
      onSuccess: () => {
        toast(
          mode === 'create'
            ? { title: t('profile.createdTitle'), description: t('profile.created') }
            : { title: t('profile.updatedTitle'), description: t('profile.updated') },
        );
        if (mode === 'create') onDone();
      },
      onError: (error) =>
        toast({ title: t('common.error'), description: messageOf(error, mode === 'create' ? t('profile.createFailed') : t('profile.updateFailed')), variant: 'destructive' }),
    });
  };

  const text = (field: Exclude<ProfileField, 'country'>, helper?: string) => (
    <TextField
      label={labelOf(field)}
      required
      value={values[field]}
      onChange={(e) => set(field)(e.target.value)}
      error={Boolean(errors[field])}
      helperText={errors[field] ?? helper}
      slotProps={{ htmlInput: { maxLength: SOCKETRELAY_PROFILE_FIELD_MAX } }}
      fullWidth
    />
  );

  return (
    <Stack component="form" spacing={2.5} onSubmit={onSubmit} noValidate>
      {text('displayName', t('profile.displayNameHelp'))}
      {text('city')}
      {text('state')}
      <TextField
        select
        label={labelOf('country')}
        required
        value={values.country}
        onChange={(e) => set('country')(e.target.value)}
        error={Boolean(errors.country)}
        helperText={errors.country}
        fullWidth
      >
        {SOCKETRELAY_COUNTRIES.map((c) => (
          <MenuItem key={c} value={c}>
            {c === 'Other' ? t('common.otherCountry') : countryName(c)}
          </MenuItem>
        ))}
      </TextField>
      <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
        {mode === 'edit' && (
          <Button component={RouterLink} to={SOCKETRELAY_PATHS.dashboard}>
            {t('common.cancel')}
          </Button>
        )}
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {mode === 'create' ? t('common.createProfile') : t('common.updateProfile')}
        </Button>
      </Stack>
    </Stack>
  );
}
