import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useLayoutEffect } from 'react';
import { NEUTRAL_ICON, NEUTRAL_TITLE } from '../lib/discreet';

/**
 * The neutral page: an empty notes page that names neither the product nor a sub-app, with the
 * neutral tab title and icon (the page discreet mode's tab title suggests). Back after quick exit
 * shows it, and so does a signed-out tab in discreet mode. Nothing on it leads into the platform
 * and it carries no Quick exit button: whoever picks the phone up sees an empty notes page.
 */
export function NeutralPage() {
  useLayoutEffect(() => {
    document.title = NEUTRAL_TITLE;
    document.querySelector<HTMLLinkElement>('link[rel="icon"]')?.setAttribute('href', NEUTRAL_ICON);
  }, []);
  return (
    <Box component="main" sx={{ minHeight: '100dvh', bgcolor: 'background.default', px: { xs: 2, sm: 4 }, py: { xs: 3, sm: 5 } }}>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {NEUTRAL_TITLE}
      </Typography>
      <Typography color="text.secondary">No notes yet.</Typography>
    </Box>
  );
}
