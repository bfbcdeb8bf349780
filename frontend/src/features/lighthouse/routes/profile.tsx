import { i18n } from '../../../lib/i18n';
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
import { BackLink } from '../../../components/back-link';
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

  if (profile.isPending) return <CenteredSpinner label={i18n.t('lighthouse:ui.loadingYourLighthouseProfile')} />;
  if (profile.isError) return <LoadError error={profile.error} onRetry={() => void profile.refetch()} />;

  const onSubmit = (input: LighthouseProfileInput) =>
    save.mutate(input, {
      onSuccess: () => {
        if (mode === 'create') {
          toast({ title: i18n.t('lighthouse:ui.profileCreated'), description: i18n.t('lighthouse:ui.yourLighthouseProfileHasBeenCreated') });
          navigate(LIGHTHOUSE_PATHS.dashboard);
        } else toast({ title: i18n.t('lighthouse:ui.profileUpdated'), description: i18n.t('lighthouse:ui.yourLighthouseProfileHasBeenUpdated') });
      },
      onError: (error) => toast({ title: i18n.t('lighthouse:ui.error'), description: failureText(mode === 'create' ? i18n.t('lighthouse:ui.failedToCreateProfile') : i18n.t('lighthouse:ui.failedToUpdateProfile'), error), variant: 'destructive' }),
    });

  return (
    <>
      <BackLink to={LIGHTHOUSE_PATHS.dashboard} label="LightHouse" />
      <PageHeader title={mode === 'create' ? i18n.t('lighthouse:ui.createProfile') : i18n.t('lighthouse:ui.updateProfile')} subtitle={i18n.t('lighthouse:ui.otherMembersSeeYourDisplayName')} />
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
