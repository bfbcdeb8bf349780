import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import type { ReactNode } from 'react';

/** A page without the app shell: content centred on a calm background (landing, sign-in, invite gate, 404). */
export function CenteredPage({ children, maxWidth = 'sm' }: { children: ReactNode; maxWidth?: 'xs' | 'sm' | 'md' | 'lg' }) {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        alignItems: 'center',
        bgcolor: 'background.default',
        py: { xs: 3, md: 6 },
      }}
    >
      <Container maxWidth={maxWidth} sx={{ px: { xs: 2, sm: 3 } }}>
        {children}
      </Container>
    </Box>
  );
}
