import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../../components/language-switch';
import { useToast } from '../../../components/toast';
import { messageOf } from '../../../lib/api-client';
import { useUpdateSettings } from '../api/update-settings';
import { SettingsSection } from './section';

/** Settings → Language: her screens and her emails; saved on her account as she picks it. */
export function LanguageSection() {
  const { t } = useTranslation('account');
  const update = useUpdateSettings();
  const { toast } = useToast();
  return (
    <SettingsSection id="language" title={t('common:language.label')} description={t('language.description')}>
      <LanguageSwitch
        onChosen={(language) => update.mutate({ language }, { onError: (error) => toast({ title: t('language.saveFailed'), description: messageOf(error), variant: 'destructive' }) })}
      />
    </SettingsSection>
  );
}
