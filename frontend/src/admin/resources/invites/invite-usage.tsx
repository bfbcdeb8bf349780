import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { usagePercent } from '../../lib/format';
import type { Invite } from '@pfe/contracts';
import { useAdminT } from '../../lib/i18n';

/** "used/max", the percentage and a progress bar. */
export function Usage({ invite }: { invite: Invite }) {
  const t = useAdminT();
  const percent = usagePercent(invite.currentUses, invite.maxUses);
  return (
    <Box sx={{ minWidth: 120 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="body2">
          {invite.currentUses}/{invite.maxUses}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {percent}%
        </Typography>
      </Box>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label={t('invites.usageOf', { used: invite.currentUses, max: invite.maxUses })}
        sx={{ mt: 0.5, height: 6, borderRadius: 3 }}
      />
    </Box>
  );
}
