import { useTranslation } from 'react-i18next';
import { APP_NAME } from '../../../config';
import { setDiscreet } from '../../../lib/discreet';
import { SettingsSection } from './section';
import { SettingSwitch } from './setting-switch';

export function DiscreetModeSection() {
  const { t } = useTranslation('account');
  return (
    <SettingsSection
      id="discreet"
      title={t('discreet.title')}
      description={t('discreet.description')}
    >
      <SettingSwitch
        name="discreetMode"
        label={t('discreet.label')}
        errorTitle={t('discreet.saveFailed')}
        onSaved={(saved) => setDiscreet(saved.discreetMode, `${t('settings.title')} · ${APP_NAME}`)}
      />
    </SettingsSection>
  );
}
