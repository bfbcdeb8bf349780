import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { SettingsSection } from './section';

/** Settings → Notifications: the switches have a page of their own (/settings/notifications). */
export function NotificationsSection() {
  const { t } = useTranslation('account');
  return (
    <SettingsSection
      id="notifications"
      title={t('notifications.title')}
      description={t('notifications.description')}
    >
      <Button component={RouterLink} to="/settings/notifications" variant="outlined">
        {t('notifications.choose')}
      </Button>
    </SettingsSection>
  );
}
