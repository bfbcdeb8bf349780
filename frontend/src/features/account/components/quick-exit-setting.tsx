import Typography from '@mui/material/Typography';
import { QUICK_EXIT_LIMITS } from '../../../components/quick-exit';
import { SettingsSection } from './section';
import { SettingSwitch } from './setting-switch';

/** What quick exit can and cannot hide, and the choice to stay signed in when using it (off by default). */
export function QuickExitSection() {
  return (
    <SettingsSection id="quick-exit" title="Quick exit" description={QUICK_EXIT_LIMITS}>
      <SettingSwitch name="quickExitKeepsSignedIn" label="Quick exit keeps me signed in" errorTitle="Could not save the quick exit setting" />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        Off: quick exit also signs you out, so Back or this site in the history opens the sign-in page, not your pages.
      </Typography>
    </SettingsSection>
  );
}
