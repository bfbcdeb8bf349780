import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NEUTRAL_ICON } from '../lib/discreet';

/**
 * The neutral page: an empty notes page that names neither the product nor a sub-app, with the
 * neutral tab title and icon (the page discreet mode's tab title suggests). Back after quick exit
 * shows it, and so does a signed-out tab in discreet mode. Nothing on it leads into the platform
 * and it carries no Quick exit button: whoever picks the phone up sees an empty notes page.
 */
export function NeutralPage() {
  const { t } = useTranslation();
  const title = t('neutral.title');
  useLayoutEffect(() => {
    document.title = title;
    document.querySelector<HTMLLinkElement>('link[rel="icon"]')?.setAttribute('href', NEUTRAL_ICON);
  }, [title]);
  return (
    <Box component="main" sx={{ minHeight: '100dvh', bgcolor: 'background.default', px: { xs: 2, sm: 4 }, py: { xs: 3, sm: 5 } }}>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Typography color="text.secondary">{t('neutral.empty')}</Typography>
    </Box>
  );
}
