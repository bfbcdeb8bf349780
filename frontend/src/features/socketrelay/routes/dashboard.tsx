import SwapHorizOutlined from '@mui/icons-material/SwapHorizOutlined';
import type { SocketRelayProfile } from '@pfe/contracts/socketrelay';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { ProfileGate } from '../../../components/profile-gate';
import { useProfile } from '../api/get-profile';
import { Dashboard } from '../components/dashboard';
import { SOCKETRELAY_PATHS } from '../paths';

/** /apps/socketrelay (spec §2): without a profile a welcome screen; else counters, the create box and the lists. */
export function SocketRelayDashboardRoute() {
  const { t } = useTranslation('socketrelay');
  const profile = useProfile();
  return (
    <>
      <PageHeader title={t('appName')} subtitle={t('tagline')} />
      <ProfileGate
        profile={profile}
        appName="SocketRelay"
        profilePath={SOCKETRELAY_PATHS.profile}
        description={t('dashboard.welcome')}
        title={t('dashboard.welcomeTitle')}
        buttonLabel={t('common.createProfile')}
        loadingLabel={t('profile.loading')}
        icon={<SwapHorizOutlined />}
      >
        {(p: SocketRelayProfile) => <Dashboard profile={p} />}
      </ProfileGate>
    </>
  );
}
