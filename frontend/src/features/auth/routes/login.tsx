import { usePageTitle } from '../../../lib/page-title';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { CenteredPage } from '../../../components/centered-page';
import { APP_NAME } from '../../../config';
import { forgetSignedOut, safeNextPath } from '../../../lib/browser';
import { CreateAccountForm } from '../components/create-account-form';
import { SignInForm } from '../components/sign-in-form';
import { PasskeySignInButton } from '../components/passkey-sign-in';
import { PanelCard } from '../../../components/panel-card';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../../components/language-switch';

type Mode = 'sign-in' | 'create';

/**
 * /login: where /api/login sends the browser. Sign in, or create an account (the invite is asked
 * next). With `?next=/path` (a member address opened while signed out) it goes there afterwards.
 */
export function LoginRoute() {
  const { t } = useTranslation('auth');
  usePageTitle(t('signIn.pageTitle'));
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const mode: Mode = params.get('tab') === 'create' ? 'create' : 'sign-in';
  const next = safeNextPath(params.get('next'));
  const onSignedIn = () => {
    forgetSignedOut();
    navigate(next ?? '/', { replace: true });
  };
  const showTab = (tab: Mode) => {
    const query: Record<string, string> = tab === 'create' ? { tab: 'create' } : {};
    if (next) query.next = next;
    setParams(query, { replace: true });
  };

  return (
    <CenteredPage maxWidth="xs">
      <Button component={RouterLink} to="/" startIcon={<ArrowBack />} color="inherit" sx={{ mb: 2 }}>
        {t('back')}
      </Button>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
        <LanguageSwitch />
      </Box>
      <PanelCard>
          <Typography variant="overline" color="primary" component="p">
            {APP_NAME}
          </Typography>
          <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
            {mode === 'create' ? t('signUp.title') : t('signIn.title')}
          </Typography>
          {next && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {t('signIn.toContinue')}
            </Alert>
          )}
          {mode === 'create' && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {t('signUp.inviteNext')}
            </Typography>
          )}
          <Tabs
            value={mode}
            onChange={(_, tab: Mode) => showTab(tab)}
            variant="fullWidth"
            sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
          >
            <Tab sx={{ px: 1 }} label={t('signIn.tab')} value="sign-in" id="tab-sign-in" aria-controls="panel-auth" />
            <Tab sx={{ px: 1 }} label={t('signUp.tab')} value="create" id="tab-create" aria-controls="panel-auth" />
          </Tabs>
          <Box role="tabpanel" id="panel-auth" aria-labelledby={`tab-${mode}`}>
            {mode === 'create' ? (
              <CreateAccountForm onSignedIn={onSignedIn} />
            ) : (
              <>
                <SignInForm onSignedIn={onSignedIn} />
                <Box sx={{ textAlign: 'right', mt: 1 }}>
                  <Button component={RouterLink} to="/forgot-password" size="small">
                    {t('signIn.forgot')}
                  </Button>
                </Box>
                <PasskeySignInButton onSignedIn={onSignedIn} />
              </>
            )}
          </Box>
      </PanelCard>
    </CenteredPage>
  );
}
