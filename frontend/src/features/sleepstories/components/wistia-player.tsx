import PlayArrow from '@mui/icons-material/PlayArrow';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Wistia's embedded player (the only host our content security policy lets a page frame). */
export const WISTIA_EMBED_ORIGIN = 'https://fast.wistia.net';

export function wistiaEmbedUrl(mediaId: string): string {
  return `${WISTIA_EMBED_ORIGIN}/embed/iframe/${encodeURIComponent(mediaId)}?autoPlay=true&doNotTrack=true`;
}

/**
 * A click-to-play facade for a story that plays from Wistia: until the member presses play,
 * nothing is fetched from Wistia (no script, no image, no frame), so opening the page tells no one
 * else anything. Pressing play loads Wistia's player in a frame, and it starts.
 */
export function WistiaPlayer({ mediaId, title }: { mediaId: string; title: string }) {
  const { t } = useTranslation('sleepstories');
  const [started, setStarted] = useState(false);
  if (started) {
    return (
      <Box sx={{ position: 'relative', width: '100%', pt: '56.25%', borderRadius: 2, overflow: 'hidden', bgcolor: 'common.black' }}>
        <Box
          component="iframe"
          src={wistiaEmbedUrl(mediaId)}
          title={t('wistia.frameTitle', { title })}
          allow="autoplay; fullscreen; picture-in-picture"
          allowFullScreen
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
        />
      </Box>
    );
  }
  return (
    <Stack
      spacing={2}
      sx={{ alignItems: 'center', justifyContent: 'center', textAlign: 'center', py: { xs: 4, sm: 6 }, px: 2, borderRadius: 2, bgcolor: 'action.hover', minHeight: 200 }}
      data-testid="wistia-facade"
    >
      <Button variant="contained" size="large" startIcon={<PlayArrow />} onClick={() => setStarted(true)}>
        {t('wistia.play')}
      </Button>
      <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 420 }}>
        {t('wistia.note')}
      </Typography>
    </Stack>
  );
}
