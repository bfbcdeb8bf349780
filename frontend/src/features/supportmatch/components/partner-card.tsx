import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ActivePartnership, MatchingStatus, SupportMatchProfile } from '@pfe/contracts/supportmatch';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { PanelCard } from '../../../components/panel-card';
import { ConversationUnread } from '../../../components/unread-count';
import { formatDate } from '../format';
import { matchingStatusText } from '../matching-status-text';
import { SUPPORTMATCH_PATHS } from '../paths';

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

/** The dashboard's partnership card: the partner and the way to the partnership, or why there is none yet. */
export function PartnerCard({
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
