import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { formatUsd } from '../../../components/money';
import { SubscriptionBadge } from '../../../components/subscription-badge';
import type { User } from '../../../types/api';
import { displayName, initials, maskEmail, nameIsEmail } from '../profile';

/**
 * Spec §2 profile card: avatar (image, else initials), name, the email masked with a reveal
 * toggle, the subscription badge and the monthly rate. When the member gave no name, the name
 * line is the email, so it follows the same toggle.
 */
export function ProfileCard({ user }: { user: User }) {
  const [revealed, setRevealed] = useState(false);
  const name = displayName(user);
  const shownName = nameIsEmail(user) && !revealed ? maskEmail(user.email) : name;
  const toggleLabel = revealed ? 'Hide email' : 'Show email';

  return (
    <Card variant="outlined" component="section" aria-label="Profile">
      <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 3 } } }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 2, sm: 3 }} sx={{ alignItems: { xs: 'flex-start', sm: 'center' } }}>
          <Avatar
            src={user.profileImageUrl ?? undefined}
            alt={user.profileImageUrl ? name : undefined}
            sx={{ width: 64, height: 64, bgcolor: 'primary.main', fontSize: '1.5rem', fontWeight: 600 }}
          >
            {initials(user)}
          </Avatar>
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
              {shownName}
            </Typography>
            {user.email && (
              <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', minWidth: 0 }}>
                <Typography color="text.secondary" data-testid="profile-email" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
                  {revealed ? user.email : maskEmail(user.email)}
                </Typography>
                <Tooltip title={toggleLabel}>
                  <IconButton size="small" aria-label={toggleLabel} aria-pressed={revealed} onClick={() => setRevealed((v) => !v)}>
                    {revealed ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
                  </IconButton>
                </Tooltip>
              </Stack>
            )}
          </Box>
          <Stack
            direction={{ xs: 'row', sm: 'column' }}
            spacing={1}
            sx={{ alignItems: { xs: 'center', sm: 'flex-end' }, flexWrap: 'wrap', rowGap: 1 }}
          >
            <SubscriptionBadge status={user.subscriptionStatus} />
            <Typography sx={{ fontWeight: 600 }}>{formatUsd(user.pricingTier)}/month</Typography>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
