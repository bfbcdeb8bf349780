import { useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import type { LighthouseProfileInput } from '@pfe/contracts/lighthouse';
import { CenteredSpinner } from '../../../components/centered-spinner';
import { LoadError } from '../../../components/load-error';
import { PageHeader } from '../../../components/page-header';
import { PanelCard } from '../../../components/panel-card';
import { useToast } from '../../../components/toast';
import { useCreateProfile } from '../api/create-profile';
import { useProfile } from '../api/get-profile';
import { useUpdateProfile } from '../api/update-profile';
import { BackLink } from '../components/back-link';
import { ProfileForm } from '../components/profile-form';
import { failureText } from '../failure';
import { LIGHTHOUSE_PATHS } from '../paths';

/** /apps/lighthouse/profile: create (then the dashboard) or update the member's LightHouse profile. */
export function LighthouseProfileRoute() {
  const profile = useProfile();
  const fixedMode = useRef<'create' | 'edit' | undefined>(undefined);
  if (profile.isSuccess && !fixedMode.current) fixedMode.current = profile.data ? 'edit' : 'create';
  const mode = fixedMode.current ?? 'create';
  const create = useCreateProfile();
  const update = useUpdateProfile();
  const save = mode === 'create' ? create : update;
  const navigate = useNavigate();
  const { toast } = useToast();

  if (profile.isPending) return <CenteredSpinner label="Loading your LightHouse profile" />;
  if (profile.isError) return <LoadError error={profile.error} onRetry={() => void profile.refetch()} />;

  const onSubmit = (input: LighthouseProfileInput) =>
    save.mutate(input, {
      onSuccess: () => {
        if (mode === 'create') {
          toast({ title: 'Profile Created', description: 'Your LightHouse profile has been created successfully.' });
          navigate(LIGHTHOUSE_PATHS.dashboard);
        } else toast({ title: 'Profile Updated', description: 'Your LightHouse profile has been updated successfully.' });
      },
      onError: (error) => toast({ title: 'Error', description: failureText(mode === 'create' ? 'Failed to create profile' : 'Failed to update profile', error), variant: 'destructive' }),
    });

  return (
    <>
      <BackLink />
      <PageHeader title={mode === 'create' ? 'Create Profile' : 'Update Profile'} subtitle="Other members see your display name only; never your account name or email." />
      <PanelCard sx={{ maxWidth: 760 }}>
        <ProfileForm
          key={mode}
          profile={mode === 'edit' ? (profile.data ?? null) : null}
          pending={save.isPending}
          onSubmit={onSubmit}
          onCancel={mode === 'edit' ? () => navigate(LIGHTHOUSE_PATHS.dashboard) : undefined}
        />
      </PanelCard>
    </>
  );
}
