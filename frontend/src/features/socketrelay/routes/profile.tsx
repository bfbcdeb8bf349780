import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { SOCKETRELAY_COUNTRIES, SOCKETRELAY_PROFILE_FIELD_MAX } from '@pfe/contracts/socketrelay';
import type { SocketRelayProfile } from '@pfe/contracts/socketrelay';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { CenteredSpinner } from '../../../components/centered-spinner';
import { LoadError } from '../../../components/load-error';
import { PageHeader } from '../../../components/page-header';
import { PanelCard } from '../../../components/panel-card';
import { useToast } from '../../../components/toast';
import { messageOf } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';
import { countryName } from '../../../lib/i18n/countries';
import { useCreateProfile, type SocketRelayProfileInput } from '../api/create-profile';
import { useProfile } from '../api/get-profile';
import { useUpdateProfile } from '../api/update-profile';
import { SOCKETRELAY_PATHS } from '../paths';

type Field = keyof SocketRelayProfileInput;
const FIELDS: Field[] = ['displayName', 'city', 'state', 'country'];
/** A field's label in the member's language. */
const labelOf = (field: Field) => i18n.t(`socketrelay:profile.${field}`);

/**
 * Spec §5: each field required, at most 100 characters; answers the first problem of each field
 * (the server's SOCKETRELAY_MESSAGES, in the member's language: socketrelay:validation.*).
 */
export function validateProfile(values: SocketRelayProfileInput): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  for (const field of FIELDS) {
    const value = values[field].trim();
    if (!value) errors[field] = i18n.t(`socketrelay:validation.${field}Required`);
    else if (value.length > SOCKETRELAY_PROFILE_FIELD_MAX) errors[field] = i18n.t('socketrelay:validation.tooLong', { field: labelOf(field), max: SOCKETRELAY_PROFILE_FIELD_MAX });
  }
  return errors;
}

function ProfileForm({ profile, mode, onDone }: { profile: SocketRelayProfile | null; mode: 'create' | 'edit'; onDone: () => void }) {
  const [values, setValues] = useState<SocketRelayProfileInput>({
    displayName: profile?.displayName ?? '',
    city: profile?.city ?? '',
    state: profile?.state ?? '',
    country: profile?.country ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const create = useCreateProfile();
  const update = useUpdateProfile();
  const save = mode === 'create' ? create : update;
  const { toast } = useToast();
  const { t } = useTranslation('socketrelay');

  const set = (field: Field) => (value: string) => {
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

  const text = (field: Exclude<Field, 'country'>, helper?: string) => (
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

/** /apps/socketrelay/profile: create (then to the dashboard) or edit the caller's own profile. */
export function SocketRelayProfileRoute() {
  const { t } = useTranslation('socketrelay');
  const profile = useProfile();
  const navigate = useNavigate();
  // Fixed by the first answer, so a just-created profile does not flip the form before the move.
  const fixedMode = useRef<'create' | 'edit' | undefined>(undefined);
  if (profile.isSuccess && !fixedMode.current) fixedMode.current = profile.data ? 'edit' : 'create';

  if (profile.isPending) return <CenteredSpinner label={t('profile.loading')} />;
  if (profile.isError) return <LoadError error={profile.error} onRetry={() => void profile.refetch()} />;
  const mode = fixedMode.current ?? (profile.data ? 'edit' : 'create');

  return (
    <>
      <PageHeader
        title={mode === 'create' ? t('common.createProfile') : t('common.updateProfile')}
        subtitle={t('profile.subtitle')}
      />
      <PanelCard sx={{ maxWidth: 640 }}>
        <ProfileForm profile={mode === 'edit' ? (profile.data ?? null) : null} mode={mode} onDone={() => navigate(SOCKETRELAY_PATHS.dashboard)} />
      </PanelCard>
    </>
  );
}
