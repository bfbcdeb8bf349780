import { usePageTitle } from '../../../lib/page-title';
import KeyRounded from '@mui/icons-material/KeyRounded';
import Logout from '@mui/icons-material/Logout';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import { Link as RouterLink } from 'react-router-dom';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CenteredPage } from '../../../components/centered-page';
import { signOut } from '../../../lib/browser';
import { InviteCodeForm } from '../components/invite-code-form';
import { PanelCard } from '../../../components/panel-card';
import { useTranslation } from 'react-i18next';

/** Shown at / to a signed-in visitor who has not redeemed an invite and is not an admin. */
export function InviteRequiredRoute() {
  const { t } = useTranslation('auth');
  usePageTitle(t('invite.label'));
  return (
    <CenteredPage maxWidth="xs">
      <PanelCard>
          <Stack spacing={3} sx={{ alignItems: 'center', textAlign: 'center' }}>
            <Avatar sx={{ bgcolor: 'primary.main', width: 56, height: 56 }}>
              <KeyRounded />
            </Avatar>
            <Stack spacing={1}>
              <Typography variant="h5" component="h1">
                {t('invite.required')}
              </Typography>
              <Typography color="text.secondary">
                {t('invite.explain')}
              </Typography>
            </Stack>
            <Stack spacing={2} sx={{ width: '100%' }}>
              <InviteCodeForm />
              <Typography variant="body2" color="text.secondary">
                {t('invite.contact')}
              </Typography>
            </Stack>
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', justifyContent: 'center' }}>
              <Button component={RouterLink} to="/settings" startIcon={<SettingsOutlined />} color="inherit">
                {t('invite.settings')}
              </Button>
              <Button startIcon={<Logout />} color="inherit" onClick={signOut}>
                {t('logOut')}
              </Button>
            </Stack>
          </Stack>
      </PanelCard>
    </CenteredPage>
  );
}
