import { usePageTitle } from '../../../lib/page-title';
import Diversity3Outlined from '@mui/icons-material/Diversity3Outlined';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import MailLockOutlined from '@mui/icons-material/MailLockOutlined';
import ShieldOutlined from '@mui/icons-material/ShieldOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useEffect, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { CenteredPage } from '../../../components/centered-page';
import { APP_NAME, SUPPORT_CHAT_URL } from '../../../config';
import { LOGIN_URL, navigateBrowser } from '../../../lib/browser';
import { clearFarewell, hasAccountDeletedNotice } from '../../../lib/farewell';
import { LanguageSwitch } from '../../../components/language-switch';
import { useTranslation } from 'react-i18next';

const SELLING_POINTS: { icon: ReactNode; key: 'invite' | 'private' | 'support' }[] = [
  { icon: <MailLockOutlined />, key: 'invite' },
  { icon: <LockOutlined />, key: 'private' },
  { icon: <Diversity3Outlined />, key: 'support' },
];

/** Where "I have an invite" leads: account creation, after which the invite screen asks for the code. */
export const CREATE_ACCOUNT_PATH = '/login?tab=create';

/**
 * / for signed-out visitors: the hero, then both ways in (sign in; or, with an invite, create an
 * account), which fit above the fold on a 375 × 667 phone, then the selling points.
 */
export function LandingRoute() {
  const { t } = useTranslation('auth');
  usePageTitle(t('landing.pageTitle'));
  // Shown once, after the member deleted their account (issue 21 item 14); a reload shows the page alone.
  const [deleted] = useState(hasAccountDeletedNotice);
  useEffect(() => {
    if (deleted) clearFarewell();
  }, [deleted]);
  return (
    <CenteredPage maxWidth="md">
      <Stack spacing={{ xs: 3, md: 5 }} sx={{ alignItems: 'center', textAlign: 'center' }}>
        {deleted && (
          <Alert severity="info" role="status" sx={{ width: '100%', textAlign: 'left' }}>
            <AlertTitle>{t('landing.deleted')}</AlertTitle>
            {t('landing.deletedDetail')}
          </Alert>
        )}
        <LanguageSwitch />
        <Stack spacing={2} sx={{ alignItems: 'center', maxWidth: 640 }}>
          <Box sx={{ color: 'primary.main', display: 'flex', alignItems: 'center', gap: 1 }}>
            <ShieldOutlined />
            <Typography variant="overline" component="p" sx={{ fontSize: '0.85rem' }}>
              {APP_NAME}
            </Typography>
          </Box>
          <Typography variant="h3" component="h1" sx={{ fontSize: { xs: '2rem', sm: '2.6rem', md: '3rem' } }}>
            {t('landing.title')}
          </Typography>
          <Typography variant="h6" component="p" color="text.secondary" sx={{ fontWeight: 400 }}>
            {t('landing.subtitle')}
          </Typography>
        </Stack>

        <Stack spacing={2} sx={{ alignItems: 'center', width: '100%' }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1.5, sm: 2 }} sx={{ width: { xs: '100%', sm: 'auto' } }}>
            <Button
              variant="contained"
              size="large"
              startIcon={<LockOutlined />}
              onClick={() => navigateBrowser(LOGIN_URL)}
              sx={{ px: 4 }}
            >
              {t('landing.signIn')}
            </Button>
            {/* Invitees make an account first; the invite code is asked for right after. */}
            <Button component={RouterLink} to={CREATE_ACCOUNT_PATH} variant="outlined" size="large" startIcon={<KeyOutlined />} sx={{ px: 4 }}>
              {t('landing.haveInvite')}
            </Button>
          </Stack>
          <Link href={SUPPORT_CHAT_URL} target="_blank" rel="noopener noreferrer" variant="body2">
            {t('landing.contact')}
          </Link>
        </Stack>

        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            width: '100%',
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
          }}
        >
          {SELLING_POINTS.map((point) => (
            <Card component="li" key={point.key} variant="outlined">
              <CardContent>
                <Stack spacing={1} sx={{ alignItems: 'center' }}>
                  <Box sx={{ color: 'primary.main', display: 'flex' }}>{point.icon}</Box>
                  <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                    {t(`landing.points.${point.key}.title`)}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t(`landing.points.${point.key}.text`)}
                  </Typography>
                </Stack>
              </CardContent>
            </Card>
          ))}
        </Box>
      </Stack>
    </CenteredPage>
  );
}
