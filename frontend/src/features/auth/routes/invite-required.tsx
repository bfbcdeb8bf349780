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

/** Shown at / to a signed-in visitor who has not redeemed an invite and is not an admin. */
export function InviteRequiredRoute() {
  usePageTitle('Invite code');
  return (
    <CenteredPage maxWidth="xs">
      <PanelCard>
          <Stack spacing={3} sx={{ alignItems: 'center', textAlign: 'center' }}>
            <Avatar sx={{ bgcolor: 'primary.main', width: 56, height: 56 }}>
              <KeyRounded />
            </Avatar>
            <Stack spacing={1}>
              <Typography variant="h5" component="h1">
                Invite Code Required
              </Typography>
              <Typography color="text.secondary">
                This platform is invite-only for your security. Please enter your invite code to continue.
              </Typography>
            </Stack>
            <Stack spacing={2} sx={{ width: '100%' }}>
              <InviteCodeForm />
              <Typography variant="body2" color="text.secondary">
                Contact your support coordinator if you don't have an invite code.
              </Typography>
            </Stack>
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', justifyContent: 'center' }}>
              <Button component={RouterLink} to="/settings" startIcon={<SettingsOutlined />} color="inherit">
                Account settings
              </Button>
              <Button startIcon={<Logout />} color="inherit" onClick={signOut}>
                Log Out
              </Button>
            </Stack>
          </Stack>
      </PanelCard>
    </CenteredPage>
  );
}
