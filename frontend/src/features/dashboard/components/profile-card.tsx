import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import { Link as RouterLink } from 'react-router-dom';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { formatUsd } from '../../../components/money';
import { SubscriptionBadge } from '../../../components/subscription-badge';
import type { User } from '@pfe/contracts';
import { displayName, initials, maskEmail, nameIsEmail } from '../profile';

/**
 * Spec §2 profile card: avatar (image, else initials), name, the email masked with a reveal
 * toggle, the subscription badge and the monthly rate. When the member gave no name, the email
 * (masked, with the toggle) takes the name's place instead of appearing twice.
 */
export function ProfileCard({ user }: { user: User }) {
  const { t } = useTranslation('dashboard');
  const [revealed, setRevealed] = useState(false);
  const name = displayName(user);
  const emailIsName = nameIsEmail(user);
  const email = revealed ? user.email : maskEmail(user.email);
  const toggleLabel = revealed ? t('hideEmail') : t('showEmail');
  const toggle = (
    <Tooltip title={toggleLabel}>
      <IconButton size="small" aria-label={toggleLabel} aria-pressed={revealed} onClick={() => setRevealed((v) => !v)}>
        {revealed ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
      </IconButton>
    </Tooltip>
  );

  return (
    <Card variant="outlined" component="section" aria-label={t('profile')}>
      <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 3 } } }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 2, sm: 3 }} sx={{ alignItems: { xs: 'flex-start', sm: 'center' } }}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', minWidth: 0, flex: 1, width: '100%' }}>
            <Avatar
              src={user.profileImageUrl ?? undefined}
              alt={user.profileImageUrl ? (emailIsName ? t('picture') : name) : undefined}
              sx={{ width: { xs: 56, sm: 64 }, height: { xs: 56, sm: 64 }, bgcolor: 'primary.main', fontSize: { xs: '1.3rem', sm: '1.5rem' }, fontWeight: 600 }}
            >
              {initials(user)}
            </Avatar>
            <Box sx={{ minWidth: 0, flex: 1 }}>
              {emailIsName ? (
                <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', minWidth: 0 }}>
                  <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
                    {email}
                  </Typography>
                  {toggle}
                </Stack>
              ) : (
                <>
                  <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
                    {name}
                  </Typography>
                  {user.email && (
                    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', minWidth: 0 }}>
                      <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
                        {email}
                      </Typography>
                      {toggle}
                    </Stack>
                  )}
                </>
              )}
            </Box>
          </Stack>
          <Stack
            direction={{ xs: 'row', sm: 'column' }}
            spacing={1}
            sx={{ alignItems: { xs: 'center', sm: 'flex-end' }, flexWrap: 'wrap', rowGap: 1 }}
          >
            <SubscriptionBadge status={user.subscriptionStatus} />
            <Button component={RouterLink} to="/settings" size="small" startIcon={<SettingsOutlined />}>
              {t('settings')}
            </Button>
            <Typography sx={{ fontWeight: 600 }}>{t('perMonth', { amount: formatUsd(user.pricingTier) })}</Typography>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
