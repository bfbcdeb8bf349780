import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import Diversity3Outlined from '@mui/icons-material/Diversity3Outlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import ShieldOutlined from '@mui/icons-material/ShieldOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { LoadError } from '../../../components/load-error';
import { ConversationUnread } from '../../../components/unread-count';
import { PageHeader } from '../../../components/page-header';
import { PanelCard } from '../../../components/panel-card';
import { ProfileGate } from '../../../components/profile-gate';
import type { ActivePartnership, MatchingStatus, SupportMatchProfile } from '@pfe/contracts/supportmatch';
import { useActivePartnership } from '../api/get-active-partnership';
import { useAnnouncements } from '../../../lib/announcements';
import { useMatchingStatus } from '../api/get-matching-status';
import { useProfile } from '../api/get-profile';
import { i18n } from '../../../lib/i18n';
import { formatDate } from '../format';
import { matchingStatusText } from '../matching-status-text';
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

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 600 }}>{value}</Typography>
    </Box>
  );
}

/**
 * Without a partner: why, and what the member can change (left unmatched last cycle, a profile that
 * cannot be matched as it stands, matching turned off), or else when the next cycle is.
 */
function NoPartner({ status, profile }: { status: MatchingStatus | undefined; profile: SupportMatchProfile }) {
  const { t } = useTranslation('supportmatch');
  const { title, text, tone, linkToProfile } = matchingStatusText(status, profile);
  const link = linkToProfile && (
    <Box>
      <Button component={RouterLink} to={SUPPORTMATCH_PATHS.profile} variant="outlined" size="small">
        {t('matching.updateProfile')}
      </Button>
    </Box>
  );
  if (tone === 'plain') return <Typography color="text.secondary">{text}</Typography>;
  return (
    <Alert severity={tone} role="status" aria-label={title}>
      {title && <AlertTitle>{title}</AlertTitle>}
      <Stack spacing={1.5}>
        <Typography variant="body2">{text}</Typography>
        {link}
      </Stack>
    </Alert>
  );
}

function PartnerCard({
  partnership,
  isPending,
  status,
  profile,
}: {
  partnership: ActivePartnership | null | undefined;
  isPending: boolean;
  status: MatchingStatus | undefined;
  profile: SupportMatchProfile;
}) {
  const { t } = useTranslation('supportmatch');
  return (
    <PanelCard component="section" aria-labelledby="sm-partner-title">
      <Stack spacing={2}>
        <Typography id="sm-partner-title" variant="h6" component="h2">
          {partnership ? t('dashboard.yourPartner') : t('dashboard.yourPartnership')}
        </Typography>
        {isPending ? (
          <Typography color="text.secondary">{t('dashboard.loadingPartnership')}</Typography>
        ) : partnership ? (
          <>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' } }}>
              <Detail label={t('common.partner')} value={partnership.partnerNickname} />
              <Detail label={t('common.startDate')} value={formatDate(partnership.startDate) || t('common.na')} />
              <Detail label={t('common.endDate')} value={formatDate(partnership.endDate) || t('common.ongoing')} />
            </Box>
            <Box>
              <Button component={RouterLink} to={SUPPORTMATCH_PATHS.partnership} variant="contained">
                {t('dashboard.viewPartnership')}
                <ConversationUnread id={partnership.id} />
              </Button>
            </Box>
            <Typography variant="body2" color="text.secondary">
              {t('dashboard.lasts')} {t('matching.monthlyCycle')}
            </Typography>
          </>
        ) : (
          <NoPartner status={status} profile={profile} />
        )}
      </Stack>
    </PanelCard>
  );
}

function LinkCard({ to, icon, title, text, extra }: { to: string; icon: ReactNode; title: string; text: string; extra?: ReactNode }) {
  return (
    <Card variant="outlined">
      <CardActionArea component={RouterLink} to={to} sx={{ height: '100%', alignItems: 'flex-start' }}>
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack spacing={1}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
              <Box sx={{ color: 'primary.main', display: 'flex' }}>{icon}</Box>
              {extra}
            </Stack>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
              {title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {text}
            </Typography>
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

function SectionCards({ newAnnouncements }: { newAnnouncements: number | undefined }) {
  const { t } = useTranslation('supportmatch');
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' } }}>
      <LinkCard
        to={SUPPORTMATCH_PATHS.profile}
        icon={<ManageAccountsOutlined />}
        title={t('dashboard.cards.profileTitle')}
        text={t('dashboard.cards.profileText')}
      />
      <LinkCard to={SUPPORTMATCH_PATHS.safety} icon={<ShieldOutlined />} title={t('dashboard.cards.safetyTitle')} text={t('dashboard.cards.safetyText')} />
      <LinkCard
        to={SUPPORTMATCH_PATHS.announcements}
        icon={<CampaignOutlined />}
        title={t('dashboard.cards.announcementsTitle')}
        text={t('dashboard.cards.announcementsText')}
        extra={
          newAnnouncements ? <Chip size="small" color="primary" label={t('dashboard.cards.newCount', { count: newAnnouncements })} aria-label={t('dashboard.cards.newAnnouncements', { count: newAnnouncements })} /> : undefined
        }
      />
      <LinkCard to={SUPPORTMATCH_PATHS.history} icon={<HistoryOutlined />} title={t('dashboard.cards.historyTitle')} text={t('dashboard.cards.historyText')} />
    </Box>
  );
}

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
