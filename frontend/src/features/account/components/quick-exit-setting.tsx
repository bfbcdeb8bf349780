import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { quickExitLimits } from '../../../components/quick-exit';
import { SettingsSection } from './section';
import { SettingSwitch } from './setting-switch';

/** What quick exit can and cannot hide, and the choice to stay signed in when using it (off by default). */
export function QuickExitSection() {
  const { t } = useTranslation('account');
  return (
    <SettingsSection id="quick-exit" title={t('common:quickExit.button')} description={quickExitLimits()}>
      <SettingSwitch name="quickExitKeepsSignedIn" label={t('quickExit.keepSignedIn')} errorTitle={t('quickExit.saveFailed')} />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {t('quickExit.offExplained')}
      </Typography>
    </SettingsSection>
  );
}
