import Button from '@mui/material/Button';
import { SAFETY_CHECK_PATH } from '@pfe/contracts';
import { Link as RouterLink } from 'react-router-dom';
import { SettingsSection } from './section';

/** Settings' way to Safety Check, beside Quick exit. */
export function SafetyCheckLinkSection() {
  return (
    <SettingsSection
      id="safety-check"
      title="Safety Check"
      description="See every way into your account (devices, passkeys, reset links, your email, recent sign-ins) and shut out anyone else in one step."
    >
      <Button component={RouterLink} to={SAFETY_CHECK_PATH} variant="outlined">
        Open Safety Check
      </Button>
    </SettingsSection>
  );
}
