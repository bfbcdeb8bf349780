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
import type { SleepStoryDetail } from '@pfe/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { audioUrl } from '../api/get-story';
import { saveProgress, saveProgressOnLeave } from '../api/save-progress';
import { formatClock, isSameOrigin } from '../format';
import { resumePosition, SLEEP_TIMER_MINUTES, sleepTimerTick, secondsLeft, startSleepTimer, timerLabel, type SleepTimer, type SleepTimerChoice } from '../sleep-timer';

/** How often the position is saved while playing (and always on pause, on seeking and on leaving). */
export const SAVE_EVERY_MS = 5000;
const TICK_MS = 250;
const BACK_SECONDS = 10;
const FORWARD_SECONDS = 30;

const TIMER_OPTIONS: { value: SleepTimerChoice; label: string }[] = [
  { value: 'off', label: 'Off' },
  ...SLEEP_TIMER_MINUTES.map((m) => ({ value: m, label: `${m} minutes` })),
  { value: 'end', label: 'End of story' },
];

/**
 * The player for audio we host: the browser's audio element (streamed with HTTP Range, so seeking
 * works), our own controls, resume from the member's saved position, a sleep timer that fades out
 * over the last 30 seconds, and the Media Session API for the lock screen. Nothing is counted.
 */
export function AudioPlayer({ story }: { story: SleepStoryDetail }) {
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [current, setCurrent] = useState(0);
  const [seeking, setSeeking] = useState<number | null>(null);
  const [duration, setDuration] = useState(story.duration);
  const [resumedFrom, setResumedFrom] = useState(0);
  const [failed, setFailed] = useState(false);
  const [choice, setChoice] = useState<SleepTimerChoice>('off');
  const [timer, setTimer] = useState<SleepTimer | null>(null);
  const [left, setLeft] = useState<number | null>(null);
  const lastSaved = useRef(story.progress?.positionSeconds ?? -1);
  /**
   * The last position the element reported: when the page is left inside the app the element is
   * already gone by the time the player unmounts, and this is what gets saved (issue 21 item 9: a
   * seek then leaving used to resume from the last periodic save, 23 s early).
   */
  const lastKnown = useRef<number | null>(null);
  const baseVolume = useRef(1);

  /** Saves the position (whole seconds, within the story's duration) when it changed, or always when `force`d (a pause, a seek). */
  const save = useCallback(
    (onLeave = false, force = false) => {
      const element = audio.current;
      const time = element && Number.isFinite(element.currentTime) ? element.currentTime : lastKnown.current;
      if (time === null || !Number.isFinite(time)) return;
      const position = Math.min(story.duration, Math.max(0, Math.floor(time)));
      if (position === lastSaved.current && !force) return;
      lastSaved.current = position;
      if (onLeave) saveProgressOnLeave(story.id, position);
      else void saveProgress(story.id, position).catch(() => (lastSaved.current = -1));
    },
    [story.duration, story.id],
  );

  // Saved every few seconds while playing, and when the page goes away.
  useEffect(() => {
    if (!playing) return;
    const interval = window.setInterval(() => save(), SAVE_EVERY_MS);
    return () => window.clearInterval(interval);
  }, [playing, save]);
  useEffect(() => {
    const leave = () => save(true);
    // A phone puts the page away (another app, the lock screen) without a pagehide.
    const hidden = () => document.visibilityState === 'hidden' && leave();
    window.addEventListener('pagehide', leave);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      window.removeEventListener('pagehide', leave);
      document.removeEventListener('visibilitychange', hidden);
      leave();
    };
  }, [save]);

  const stopTimer = useCallback(() => {
    setTimer(null);
    setChoice('off');
    setLeft(null);
    if (audio.current) audio.current.volume = baseVolume.current;
  }, []);

  // The sleep timer: fade over the last 30 seconds, then pause (and put the volume back for next time).
  useEffect(() => {
    if (!timer) return;
    const tick = () => {
      const element = audio.current;
      if (!element) return;
      const now = Date.now();
      const { volume, stop } = sleepTimerTick(timer, now, element.currentTime, element.duration || story.duration, baseVolume.current, element.playbackRate);
      setLeft(secondsLeft(timer, now, element.currentTime, element.duration || story.duration, element.playbackRate));
      if (stop) {
        element.pause();
        stopTimer();
        return;
      }
      element.volume = volume;
    };
    tick();
    const interval = window.setInterval(tick, TICK_MS);
    return () => window.clearInterval(interval);
  }, [timer, stopTimer, story.duration]);

  // Lock-screen and headset controls.
  useEffect(() => {
    const session = typeof navigator !== 'undefined' ? navigator.mediaSession : undefined;
    if (!session || typeof MediaMetadata === 'undefined') return;
    const artwork = isSameOrigin(story.thumbnailUrl) ? [{ src: story.thumbnailUrl! }] : [];
    session.metadata = new MediaMetadata({ title: story.title, artist: 'Sleep Stories', artwork });
    const element = () => audio.current;
    const handlers: [MediaSessionAction, MediaSessionActionHandler][] = [
      ['play', () => void element()?.play()],
      ['pause', () => element()?.pause()],
      ['seekbackward', (d) => seekBy(-(d.seekOffset ?? BACK_SECONDS))],
      ['seekforward', (d) => seekBy(d.seekOffset ?? FORWARD_SECONDS)],
      ['seekto', (d) => d.seekTime !== undefined && seekTo(d.seekTime)],
    ];
    for (const [action, handler] of handlers) {
      try {
        session.setActionHandler(action, handler);
      } catch {
        // An action this browser does not know.
      }
    }
    return () => {
      for (const [action] of handlers) {
        try {
          session.setActionHandler(action, null);
        } catch {
          // As above.
        }
      }
      session.metadata = null;
    };
    // seekBy/seekTo only touch the element.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [story.id, story.title, story.thumbnailUrl]);

  function seekTo(seconds: number) {
    const element = audio.current;
    if (!element) return;
    const end = Number.isFinite(element.duration) ? element.duration : story.duration;
    element.currentTime = Math.min(Math.max(0, seconds), end);
    setCurrent(element.currentTime);
  }
  function seekBy(delta: number) {
    seekTo((audio.current?.currentTime ?? 0) + delta);
  }

  function onLoadedMetadata() {
    const element = audio.current;
    if (!element) return;
    if (Number.isFinite(element.duration) && element.duration > 0) setDuration(element.duration);
    const from = resumePosition(story.progress?.positionSeconds, element.duration);
    if (from > 0 && element.currentTime === 0) {
      element.currentTime = from;
      setCurrent(from);
      setResumedFrom(from);
    }
  }

  function onTimeUpdate() {
    const element = audio.current;
    if (!element) return;
    lastKnown.current = element.currentTime;
    setCurrent(element.currentTime);
    const session = navigator.mediaSession;
    if (session?.setPositionState && Number.isFinite(element.duration) && element.duration > 0) {
      try {
        session.setPositionState({ duration: element.duration, position: Math.min(element.currentTime, element.duration), playbackRate: element.playbackRate });
      } catch {
        // A state the browser refuses (e.g. while the duration is changing).
      }
    }
  }

  function togglePlay() {
    const element = audio.current;
    if (!element) return;
    if (element.paused) void element.play().catch(() => setFailed(true));
    else element.pause();
  }

  function chooseTimer(value: SleepTimerChoice) {
    if (audio.current) audio.current.volume = baseVolume.current;
    setChoice(value);
    const next = startSleepTimer(value, Date.now());
    setTimer(next);
    if (!next) setLeft(null);
  }

  const shown = seeking ?? current;
  return (
    <Box component="section" aria-label="Player">
      <audio
        ref={audio}
        src={audioUrl(story.id)}
        preload="metadata"
        data-testid="story-audio"
        onLoadedMetadata={onLoadedMetadata}
        onTimeUpdate={onTimeUpdate}
        onPlay={() => {
          setPlaying(true);
          setFailed(false);
        }}
        onPause={() => {
          setPlaying(false);
          save(false, true);
        }}
        onSeeked={() => {
          // A seek is a deliberate place in the story: saved at once, playing or not.
          if (audio.current) lastKnown.current = audio.current.currentTime;
          save(false, true);
        }}
        onEnded={() => {
          setPlaying(false);
          save();
          if (timer) stopTimer();
        }}
        onError={() => setFailed(true)}
      />
      <Stack spacing={2}>
        {failed && <Alert severity="error">The audio could not be played. Please try again later.</Alert>}
        {resumedFrom > 0 && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="body2" color="text.secondary" data-testid="resume-note">
              Resuming where you left off ({formatClock(resumedFrom)}).
            </Typography>
            <Button
              size="small"
              startIcon={<Replay />}
              onClick={() => {
                seekTo(0);
                setResumedFrom(0);
              }}
            >
              Start from the beginning
            </Button>
          </Stack>
        )}
        <Box>
          <Slider
            aria-label="Position in the story"
            min={0}
            max={Math.max(1, duration)}
            step={1}
            value={Math.min(shown, duration)}
            getAriaValueText={(v) => `${formatClock(v)} of ${formatClock(duration)}`}
            onChange={(_e, v) => setSeeking(v as number)}
            onChangeCommitted={(_e, v) => {
              setSeeking(null);
              seekTo(v as number);
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
          <IconButton aria-label={`Back ${BACK_SECONDS} seconds`} onClick={() => seekBy(-BACK_SECONDS)} size="large">
            <Replay10 />
          </IconButton>
          <IconButton
            aria-label={playing ? 'Pause' : 'Play'}
            onClick={togglePlay}
            color="primary"
            sx={{ width: 64, height: 64, bgcolor: 'primary.main', color: 'primary.contrastText', '&:hover': { bgcolor: 'primary.dark' } }}
          >
            {playing ? <Pause fontSize="large" /> : <PlayArrow fontSize="large" />}
          </IconButton>
          <IconButton aria-label={`Forward ${FORWARD_SECONDS} seconds`} onClick={() => seekBy(FORWARD_SECONDS)} size="large">
            <Forward30 />
          </IconButton>
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <TextField
            select
            label="Sleep timer"
            value={choice}
            onChange={(e) => chooseTimer((e.target.value === 'off' || e.target.value === 'end' ? e.target.value : Number(e.target.value)) as SleepTimerChoice)}
            size="small"
            sx={{ minWidth: 180 }}
          >
            {TIMER_OPTIONS.map((o) => (
              <MenuItem key={String(o.value)} value={o.value}>
                {o.label}
              </MenuItem>
            ))}
          </TextField>
          {timer && left !== null && (
            <Typography variant="body2" color="text.secondary" data-testid="sleep-timer-left">
              {timerLabel(left)} · fades out over the last 30 seconds
            </Typography>
          )}
        </Stack>
      </Stack>
    </Box>
  );
}
