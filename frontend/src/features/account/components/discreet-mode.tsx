import { useState } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { APP_NAME } from '../../../config';
import { messageOf } from '../../../lib/api-client';
import { setDiscreet } from '../../../lib/discreet';
import { useToast } from '../../../components/toast';
import { useAccountSettings, useUpdateSettings } from '../api/account';
import { SettingsSection } from './section';

export function DiscreetModeSection() {
  const settings = useAccountSettings();
  const update = useUpdateSettings();
  const { toast } = useToast();
  // The switch follows the click at once; the saved setting takes over when the server answers.
  const [choice, setChoice] = useState<boolean | null>(null);
  const on = choice ?? settings.data?.discreetMode ?? false;
  const change = (discreetMode: boolean) => {
    setChoice(discreetMode);
    update.mutate(
      { discreetMode },
      {
        onSuccess: (saved) => setDiscreet(saved.discreetMode, `Settings · ${APP_NAME}`),
        onError: (error) => toast({ title: 'Could not save discreet mode', description: messageOf(error), variant: 'destructive' }),
        onSettled: () => setChoice(null),
      },
    );
  };
  return (
    <SettingsSection
      id="discreet"
      title="Discreet mode"
      description="The browser tab and its history show a plain title and icon instead of this site's name, on every page, from the moment a page opens. On a shared device, a private window also keeps this site out of the history."
    >
      <FormControlLabel
        control={<Switch checked={on} disabled={settings.isPending} onChange={(e) => change(e.target.checked)} />}
        label="Use a neutral tab title and icon"
      />
    </SettingsSection>
  );
}
