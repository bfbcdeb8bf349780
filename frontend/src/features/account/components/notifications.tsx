import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { SettingsSection } from './section';

/** Settings → Notifications: the switches have a page of their own (/settings/notifications). */
export function NotificationsSection() {
  return (
    <SettingsSection
      id="notifications"
      title="Notifications"
      description="Choose what you are told about, in the app and by email. Account security notifications cannot be switched off in the app."
    >
      <Button component={RouterLink} to="/settings/notifications" variant="outlined">
        Choose notifications
      </Button>
    </SettingsSection>
  );
}
