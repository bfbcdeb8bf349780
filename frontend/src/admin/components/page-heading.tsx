import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Title } from 'react-admin';

/**
 * The top of a console screen: the app bar title (react-admin <Title>), the page heading,
 * an optional subtitle and optional actions beside them (stacked on phones).
 */
export function PageHeading({
  title,
  appBarTitle = title,
  subtitle,
  actions,
}: {
  title: string;
  appBarTitle?: string;
  subtitle?: string;
  actions?: ReactNode;
}) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { xs: 'stretch', sm: 'flex-start' },
        justifyContent: 'space-between',
        gap: 2,
        mt: { xs: 2, sm: 3 },
        mb: 3,
      }}
    >
      <Title title={appBarTitle} />
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.5rem', sm: '2rem' }, fontWeight: 700 }}>
          {title}
        </Typography>
        {subtitle && (
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {subtitle}
          </Typography>
        )}
      </Box>
      {actions && <Box sx={{ display: 'flex', gap: 1, flexShrink: 0, '& > *': { flex: { xs: 1, sm: 'none' } } }}>{actions}</Box>}
    </Box>
  );
}
