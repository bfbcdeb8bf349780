import Button from '@mui/material/Button';
import { SAFETY_CHECK_PATH } from '@pfe/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { SettingsSection } from './section';

/** Settings' way to Safety Check, beside Quick exit. */
export function SafetyCheckLinkSection() {
  const { t } = useTranslation('account');
  return (
    <SettingsSection
      id="safety-check"
      title={t('safety.title')}
      description={t('safety.linkDescription')}
    >
      <Button component={RouterLink} to={SAFETY_CHECK_PATH} variant="outlined">
        {t('safety.open')}
      </Button>
    </SettingsSection>
  );
}
