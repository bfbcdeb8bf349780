import Diversity3Outlined from '@mui/icons-material/Diversity3Outlined';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ActivePartnership } from '@pfe/contracts/supportmatch';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error';
import { PageHeader } from '../../../components/page-header';
import { ProfileGate } from '../../../components/profile-gate';
import { useAnnouncements } from '../../../lib/announcements';
import { i18n } from '../../../lib/i18n';
import { useActivePartnership } from '../api/get-active-partnership';
import { useMatchingStatus } from '../api/get-matching-status';
import { useProfile } from '../api/get-profile';
import { PartnerCard } from '../components/partner-card';
import { SectionCards } from '../components/section-cards';
import { SUPPORTMATCH_PATHS } from '../paths';

type PartnershipState = 'loading' | 'active' | 'none';

/** Spec §2: the status badge next to the greeting. */
export function partnershipState(state: { isPending: boolean; partnership: ActivePartnership | null | undefined }): PartnershipState {
  if (state.isPending) return 'loading';
  return state.partnership ? 'active' : 'none';
}

const STATE_LABELS = { loading: 'dashboard.loading', active: 'dashboard.activePartnership', none: 'dashboard.noActivePartnership' } as const;

/** Spec §2 Dashboard: "without a profile it shows a welcome card with a link to create one". */
const welcomeText = () => `${i18n.t('supportmatch:dashboard.welcome')} ${i18n.t('supportmatch:matching.monthlyCycle')}`;

/** /apps/supportmatch (spec §2 SupportMatch dashboard). */
export function SupportMatchDashboardRoute() {
  const { t } = useTranslation('supportmatch');
  const profile = useProfile();
  const hasProfile = Boolean(profile.data);
  const partnership = useActivePartnership({ enabled: hasProfile });
  const matchingStatus = useMatchingStatus({ enabled: hasProfile });
  const announcements = useAnnouncements('supportmatch');
  const newAnnouncements = announcements.data?.filter((a) => a.showOnLogin).length;

  return (
    <>
      <PageHeader title={t('appName')} subtitle={t('tagline')} />
      <ProfileGate
        profile={profile}
        appName="SupportMatch"
        icon={<Diversity3Outlined fontSize="large" />}
        profilePath={SUPPORTMATCH_PATHS.profile}
        description={welcomeText()}
        title={t('dashboard.welcomeTitle')}
        buttonLabel={t('common.createProfile')}
        loadingLabel={t('dashboard.loadingProfile')}
      >
        {(member) => {
          const state = partnershipState({ isPending: partnership.isPending, partnership: partnership.data });
          return (
            <Stack spacing={3}>
              <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1.5 }}>
                <Typography variant="h5" component="p" sx={{ overflowWrap: 'anywhere' }}>
                  {member.nickname ? t('dashboard.welcomeBackName', { nickname: member.nickname }) : t('dashboard.welcomeBack')}
                </Typography>
                <Chip label={t(STATE_LABELS[state])} color={state === 'active' ? 'success' : 'default'} variant={state === 'loading' ? 'outlined' : 'filled'} />
              </Stack>
              {partnership.isError ? (
                <LoadError error={partnership.error} onRetry={() => void partnership.refetch()} />
              ) : (
                <PartnerCard partnership={partnership.data} isPending={partnership.isPending} status={matchingStatus.data} profile={member} />
              )}
              <SectionCards newAnnouncements={newAnnouncements} />
            </Stack>
          );
        }}
      </ProfileGate>
    </>
  );
}
