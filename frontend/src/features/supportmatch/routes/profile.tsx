import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { CenteredSpinner } from '../../../components/centered-spinner';
import { LoadError } from '../../../components/load-error';
import { PageHeader } from '../../../components/page-header';
import { PanelCard } from '../../../components/panel-card';
import { useToast } from '../../../components/toast';
import { messageOf } from '../../../lib/api-client';
import type { SupportMatchProfileInput } from '@pfe/contracts/supportmatch';
import { useCreateProfile } from '../api/create-profile';
import { useProfile } from '../api/get-profile';
import { useUpdateProfile } from '../api/update-profile';
import { BackLink } from '../../../components/back-link';
import { ProfileForm } from '../components/profile-form';
import { SUPPORTMATCH_PATHS } from '../paths';

/** /apps/supportmatch/profile: 'Create Profile' without a profile, 'Update Profile' with one (spec §2). */
export function SupportMatchProfileRoute() {
  const { t } = useTranslation('supportmatch');
  const profile = useProfile();
  const create = useCreateProfile();
  const update = useUpdateProfile();
  const navigate = useNavigate();
  const { toast } = useToast();
  // The mode is fixed by the first answer, so a just-created profile does not flip the form to
  // 'Update Profile' in the moment before the screen moves to the dashboard.
  const fixedMode = useRef<'create' | 'edit' | undefined>(undefined);
  if (profile.isSuccess && !fixedMode.current) fixedMode.current = profile.data ? 'edit' : 'create';

  if (profile.isPending) return <CenteredSpinner label={t('dashboard.loadingProfile')} />;
  if (profile.isError) return <LoadError error={profile.error} onRetry={() => void profile.refetch()} />;

  const mode = fixedMode.current ?? (profile.data ? 'edit' : 'create');
  const existing = mode === 'edit' ? profile.data : null;

  const onSubmit = (input: SupportMatchProfileInput) => {
    if (mode === 'create') {
      create.mutate(input, {
        onSuccess: () => {
          toast({ title: t('profile.createdTitle'), description: t('profile.created') });
          navigate(SUPPORTMATCH_PATHS.dashboard);
        },
        onError: (error) => toast({ title: t('common.error'), description: messageOf(error, t('profile.createFailed')), variant: 'destructive' }),
      });
    } else {
      update.mutate(input, {
        onSuccess: () => toast({ title: t('profile.updatedTitle'), description: t('profile.updated') }),
        onError: (error) => toast({ title: t('common.error'), description: messageOf(error, t('profile.updateFailed')), variant: 'destructive' }),
      });
    }
  };

  return (
    <>
      <BackLink to={SUPPORTMATCH_PATHS.dashboard} label="SupportMatch" />
      <PageHeader
        title={mode === 'create' ? t('common.createProfile') : t('common.updateProfile')}
        subtitle={
          mode === 'create' ? t('profile.createSubtitle') : t('profile.updateSubtitle')
        }
      />
      <PanelCard sx={{ maxWidth: 760 }}>
        <ProfileForm
          key={existing?.id ?? 'new'}
          profile={existing}
          mode={mode}
          pending={create.isPending || update.isPending}
          onSubmit={onSubmit}
          onCancel={() => navigate(SUPPORTMATCH_PATHS.dashboard)}
        />
      </PanelCard>
    </>
  );
}
