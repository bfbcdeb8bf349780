import { i18n } from '../../lib/i18n';
import CloseRounded from '@mui/icons-material/CloseRounded';
import Pause from '@mui/icons-material/Pause';
import PlayArrow from '@mui/icons-material/PlayArrow';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { neutralAudioTitle, useIsDiscreet } from '../../lib/discreet';
import { formatClock } from '../../lib/durations';
import { timerLabel, usePlayback } from '../../lib/playback';

/** The English names (the tests' handles); the player says them in the UI's language (`shell:player`). */
export const MINI_PLAYER_LABEL = 'Now playing';
export const CLOSE_PLAYER_LABEL = 'Close the player';

/**
 * The bar at the bottom of every member page while a story is playing or paused (issue 21 item 9):
 * play/pause, the title as a link back to the full player, the sleep timer's time left (or the
 * position), and Close. Not on the story's own page (its full player is there). It sits in the
 * page's flow, sticky at the bottom of the main column, so it never covers the end of a page or the
 * sidebar. In discreet mode it names no story ("Audio").
 */
export function MiniPlayer() {
  const playback = usePlayback();
  const discreet = useIsDiscreet();
  const { pathname } = useLocation();
  const { track } = playback;
  if (!track || !playback.started || pathname === track.href) return null;

  const title = discreet ? neutralAudioTitle() : track.title;
  const subject = discreet ? i18n.t('shell:player.audio') : track.title;
  const status =
    playback.sleepTimerLeft !== null
      ? timerLabel(playback.sleepTimerLeft)
      : `${formatClock(playback.currentTime)} / ${formatClock(playback.duration)}`;
  return (
    <Paper
      component="section"
      aria-label={i18n.t('shell:player.nowPlaying')}
      square
      elevation={6}
      data-testid="mini-player"
      sx={{
        position: 'sticky',
        bottom: 0,
        zIndex: (theme) => theme.zIndex.appBar,
        borderTop: 1,
        borderColor: 'divider',
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: { xs: 1, sm: 2 },
        pt: 1,
        pb: 'calc(8px + env(safe-area-inset-bottom, 0px))',
      }}
    >
      <IconButton
        onClick={playback.toggle}
        aria-label={i18n.t(playback.playing ? 'shell:player.pause' : 'shell:player.play', { subject })}
        sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', '&:hover': { bgcolor: 'primary.dark' } }}
      >
        {playback.playing ? <Pause /> : <PlayArrow />}
      </IconButton>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Link component={RouterLink} to={track.href} variant="body2" underline="hover" noWrap sx={{ display: 'block', fontWeight: 600 }} data-testid="mini-player-title">
          {title}
        </Link>
        <Typography variant="caption" color="text.secondary" noWrap component="p" data-testid="mini-player-status">
          {status}
        </Typography>
      </Box>
      <IconButton onClick={playback.close} aria-label={i18n.t('shell:player.close')} title={i18n.t('shell:player.close')}>
        <CloseRounded />
      </IconButton>
    </Paper>
  );
}
