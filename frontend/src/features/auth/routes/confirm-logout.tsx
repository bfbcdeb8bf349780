import Logout from '@mui/icons-material/Logout';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { CenteredPage } from '../../../components/centered-page';
import { PanelCard } from '../../../components/panel-card';
import { signOut } from '../../../lib/browser';
import { usePageTitle } from '../../../lib/page-title';
import { useTranslation } from 'react-i18next';

/**
 * /logout: where a sign-out link from another site lands (the server ends nothing for it, so a
 * link elsewhere cannot sign a member out). The member ends her session here with one press.
 */
export function ConfirmLogoutRoute() {
  const { t } = useTranslation('auth');
  usePageTitle(t('logOutPage.pageTitle'));
  return (
    <CenteredPage maxWidth="xs">
      <PanelCard>
        <Stack spacing={3} sx={{ textAlign: 'center', alignItems: 'center' }}>
          <Typography variant="h5" component="h1">
            {t('logOutPage.title')}
          </Typography>
          <Typography color="text.secondary">{t('logOutPage.explain')}</Typography>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', justifyContent: 'center' }}>
            <Button variant="contained" startIcon={<Logout />} onClick={signOut}>
              {t('logOut')}
            </Button>
            <Button component={RouterLink} to="/" color="inherit">
              {t('logOutPage.stay')}
            </Button>
          </Stack>
        </Stack>
      </PanelCard>
    </CenteredPage>
  );
}
