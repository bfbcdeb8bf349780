import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A dashboard figure: label and icon, the value (a skeleton while loading) and a caption. */
export function StatCard({ label, value, caption, icon, pending }: { label: string; value: ReactNode; caption: string; icon: ReactNode; pending: boolean }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }} role="region" aria-label={label}>
      <CardContent sx={{ p: 2.5, '&:last-child': { pb: 2.5 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
          <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
            {label}
          </Typography>
          <Box aria-hidden sx={{ color: 'primary.main', display: 'flex' }}>
            {icon}
          </Box>
        </Box>
        <Typography component="p" sx={{ fontSize: '1.75rem', fontWeight: 700, mt: 1, lineHeight: 1.2 }}>
          {pending ? <Skeleton width="50%" /> : value}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {caption}
        </Typography>
      </CardContent>
    </Card>
  );
}
