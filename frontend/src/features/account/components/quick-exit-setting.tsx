import { useState } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { QUICK_EXIT_LIMITS } from '../../../components/quick-exit';
import { useToast } from '../../../components/toast';
import { messageOf } from '../../../lib/api-client';
import { useAccountSettings, useUpdateSettings } from '../api/account';
import { SettingsSection } from './section';

/** What quick exit can and cannot hide, and the choice to stay signed in when using it (off by default). */
export function QuickExitSection() {
  const settings = useAccountSettings();
  const update = useUpdateSettings();
  const { toast } = useToast();
  const [choice, setChoice] = useState<boolean | null>(null);
  const on = choice ?? settings.data?.quickExitKeepsSignedIn ?? false;
  const change = (quickExitKeepsSignedIn: boolean) => {
    setChoice(quickExitKeepsSignedIn);
    update.mutate(
      { quickExitKeepsSignedIn },
      {
        onError: (error) => toast({ title: 'Could not save the quick exit setting', description: messageOf(error), variant: 'destructive' }),
        onSettled: () => setChoice(null),
      },
    );
  };
  return (
    <SettingsSection id="quick-exit" title="Quick exit" description={QUICK_EXIT_LIMITS}>
      <FormControlLabel
        control={<Switch checked={on} disabled={settings.isPending} onChange={(e) => change(e.target.checked)} />}
        label="Quick exit keeps me signed in"
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        Off: quick exit also signs you out, so Back or this site in the history opens the sign-in page, not your
        pages.
      </Typography>
    </SettingsSection>
  );
}
