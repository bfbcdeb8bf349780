import { APP_NAME } from '../../../config';
import { setDiscreet } from '../../../lib/discreet';
import { SettingsSection } from './section';
import { SettingSwitch } from './setting-switch';

export function DiscreetModeSection() {
  return (
    <SettingsSection
      id="discreet"
      title="Discreet mode"
      description="The browser tab and its history show a plain title and icon instead of this site's name, on every page, from the moment a page opens. On a shared device, a private window also keeps this site out of the history."
    >
      <SettingSwitch
        name="discreetMode"
        label="Use a neutral tab title and icon"
        errorTitle="Could not save discreet mode"
        onSaved={(saved) => setDiscreet(saved.discreetMode, `Settings · ${APP_NAME}`)}
      />
    </SettingsSection>
  );
}
