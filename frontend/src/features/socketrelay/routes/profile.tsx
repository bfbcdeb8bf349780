import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { CenteredSpinner } from '../../../components/centered-spinner';
import { LoadError } from '../../../components/load-error';
import { PageHeader } from '../../../components/page-header';
import { PanelCard } from '../../../components/panel-card';
import { useProfile } from '../api/get-profile';
import { ProfileForm } from '../components/profile-form';
import { SOCKETRELAY_PATHS } from '../paths';

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
