import { useState } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import type { AccountSettings } from '@pfe/contracts';
import { useToast } from '../../../components/toast';
import { messageOf } from '../../../lib/api-client';
import { useAccountSettings } from '../api/get-settings';
import { useUpdateSettings } from '../api/update-settings';

/**
 * One of the member's on/off settings, saved on the server as it is switched. The switch follows
 * the click at once; the saved setting takes over when the server answers (a failure says so).
 */
/** The on/off settings (the language has its own switch). */
type SwitchSetting = 'discreetMode' | 'quickExitKeepsSignedIn';

export function SettingSwitch({ name, label, errorTitle, onSaved }: { name: SwitchSetting; label: string; errorTitle: string; onSaved?: (saved: AccountSettings) => void }) {
  const settings = useAccountSettings();
  const update = useUpdateSettings();
  const { toast } = useToast();
  const [choice, setChoice] = useState<boolean | null>(null);
  const on = choice ?? settings.data?.[name] ?? false;
  const change = (value: boolean) => {
    setChoice(value);
    update.mutate(
      { [name]: value },
      {
        onSuccess: onSaved,
        onError: (error) => toast({ title: errorTitle, description: messageOf(error), variant: 'destructive' }),
        onSettled: () => setChoice(null),
      },
    );
  };
  return <FormControlLabel control={<Switch checked={on} disabled={settings.isPending} onChange={(e) => change(e.target.checked)} />} label={label} />;
}
