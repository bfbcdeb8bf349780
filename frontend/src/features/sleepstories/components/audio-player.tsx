import Forward30 from '@mui/icons-material/Forward30';
import Pause from '@mui/icons-material/Pause';
import PlayArrow from '@mui/icons-material/PlayArrow';
import Replay from '@mui/icons-material/Replay';
import Replay10 from '@mui/icons-material/Replay10';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { SleepStoryDetail } from '@pfe/contracts/sleepstories';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../../lib/i18n';
import { resumePosition, SLEEP_TIMER_MINUTES, usePlayback, type PlaybackTrack, type SleepTimerChoice } from '../../../lib/playback';
import { audioUrl } from '../api/get-story';
import { storiesQueryKey } from '../api/get-stories';
import { saveProgress, saveProgressOnLeave } from '../api/save-progress';
import { formatClock, isSameOrigin, timerText } from '../format';
import { SLEEPSTORIES_PATHS } from '../paths';

const BACK_SECONDS = 10;
const FORWARD_SECONDS = 30;

const TIMER_CHOICES: SleepTimerChoice[] = ['off', ...SLEEP_TIMER_MINUTES, 'end'];

/**
 * A story as the shell's player plays it: its audio, its page, the member's saved place, and how to
 * save the place (the library's "In progress"/"Played" are read afresh on its next visit).
 */
export function storyTrack(story: SleepStoryDetail, queryClient: QueryClient): PlaybackTrack {
  return {
    id: story.id,
    title: story.title,
    src: audioUrl(story.id),
    href: SLEEPSTORIES_PATHS.story(story.id),
    duration: story.duration,
    artworkUrl: isSameOrigin(story.thumbnailUrl) ? story.thumbnailUrl : null,
    artist: i18n.t('sleepstories:title'),
    resumeFrom: story.progress?.positionSeconds ?? null,
    savePosition: (seconds, { onLeave }) => {
      if (onLeave) return saveProgressOnLeave(story.id, seconds);
      return saveProgress(story.id, seconds).then(() => queryClient.invalidateQueries({ queryKey: storiesQueryKey, refetchType: 'none' }));
    },
  };
}

/**
 * The full player for audio we host, drawn over the member shell's player (lib/playback): the
 * browser's audio element streams with HTTP Range (so seeking works), resumes from the member's
 * saved position, and keeps playing when the member leaves this page (the mini-player follows
 * her); the sleep timer fades out over the last 30 seconds on whatever page she is. Nothing is counted.
 */
export function AudioPlayer({ story }: { story: SleepStoryDetail }) {
  const { t } = useTranslation('sleepstories');
  const playback = usePlayback();
  const queryClient = useQueryClient();
  const track = useMemo(() => storyTrack(story, queryClient), [story, queryClient]);
  const [seeking, setSeeking] = useState<number | null>(null);
  const { load, release } = playback;

  // Opening the page loads its story, unless another one is playing (then Play switches); leaving
  // it without having pressed play lets it go (no mini-player for a story only looked at).
  useEffect(() => {
    load(track, { unlessPlaying: true });
    return () => release(track.id);
  }, [load, release, track]);

  const active = playback.track?.id === story.id;
  const duration = active ? playback.duration || story.duration : story.duration;
  const idleAt = resumePosition(story.progress?.positionSeconds, story.duration);
  const shown = seeking ?? (active ? playback.currentTime : idleAt);
  const playing = active && playback.playing;

  return (
    <Box component="section" aria-label={t('player.label')}>
      <Stack spacing={2}>
        {active && playback.failed && <Alert severity="error">{t('player.failed')}</Alert>}
        {!active && playback.track !== null && (
          <Typography variant="body2" color="text.secondary" data-testid="other-story-note">
            {t('player.otherPlaying')}
          </Typography>
        )}
        {active && playback.resumedFrom > 0 && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="body2" color="text.secondary" data-testid="resume-note">
              {t('player.resuming', { time: formatClock(playback.resumedFrom) })}
            </Typography>
            <Button
              size="small"
              startIcon={<Replay />}
              onClick={() => {
                playback.seekTo(0);
                playback.dismissResume();
              }}
            >
              {t('player.startOver')}
            </Button>
          </Stack>
        )}
        <Box>
          <Slider
            aria-label={t('player.position')}
            min={0}
            max={Math.max(1, duration)}
            step={1}
            disabled={!active}
            value={Math.min(shown, duration)}
            getAriaValueText={(v) => t('player.positionValue', { time: formatClock(v), duration: formatClock(duration) })}
            onChange={(_e, v) => setSeeking(v as number)}
            onChangeCommitted={(_e, v) => {
              setSeeking(null);
              playback.seekTo(v as number);
            }}
          />
          <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
            <Typography variant="body2" color="text.secondary" data-testid="player-position">
              {formatClock(shown)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {formatClock(duration)}
            </Typography>
          </Stack>
        </Box>
        <Stack direction="row" spacing={2} sx={{ justifyContent: 'center', alignItems: 'center' }}>
          <IconButton aria-label={t('player.back', { seconds: BACK_SECONDS })} onClick={() => playback.seekBy(-BACK_SECONDS)} disabled={!active} size="large">
            <Replay10 />
          </IconButton>
          <IconButton
            aria-label={playing ? t('player.pause') : t('player.play')}
            onClick={() => (active ? playback.toggle() : load(track, { play: true }))}
            color="primary"
            sx={{ width: 64, height: 64, bgcolor: 'primary.main', color: 'primary.contrastText', '&:hover': { bgcolor: 'primary.dark' } }}
          >
            {playing ? <Pause fontSize="large" /> : <PlayArrow fontSize="large" />}
          </IconButton>
          <IconButton aria-label={t('player.forward', { seconds: FORWARD_SECONDS })} onClick={() => playback.seekBy(FORWARD_SECONDS)} disabled={!active} size="large">
            <Forward30 />
          </IconButton>
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <TextField
            select
            label={t('player.sleepTimer')}
            value={playback.sleepTimer}
            onChange={(e) => playback.setSleepTimer((e.target.value === 'off' || e.target.value === 'end' ? e.target.value : Number(e.target.value)) as SleepTimerChoice)}
            size="small"
            sx={{ minWidth: 180 }}
          >
            {TIMER_CHOICES.map((choice) => (
              <MenuItem key={String(choice)} value={choice}>
                {choice === 'off' ? t('player.timerOff') : choice === 'end' ? t('player.timerEnd') : t('player.timerMinutes', { minutes: choice })}
              </MenuItem>
            ))}
          </TextField>
          {playback.sleepTimerLeft !== null && (
            <Typography variant="body2" color="text.secondary" data-testid="sleep-timer-left">
              {t('player.fades', { left: timerText(playback.sleepTimerLeft) })}
            </Typography>
          )}
        </Stack>
      </Stack>
    </Box>
  );
}
