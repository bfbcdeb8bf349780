import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { isLeaving } from '../../lib/browser';
import { neutralAudioTitle, useIsDiscreet } from '../../lib/discreet';
import {
  onStopPlayback,
  PlaybackContext,
  resumePosition,
  secondsLeft,
  sleepTimerTick,
  startSleepTimer,
  type Playback,
  type PlaybackTrack,
  type SleepTimer,
  type SleepTimerChoice,
} from '../../lib/playback';

/** How often the position is saved while playing (and always on pause, on seeking and on leaving). */
export const SAVE_EVERY_MS = 5000;
const TICK_MS = 250;

/**
 * The member shell's one audio element and its state (issue 21 item 9). It lives as long as the
 * shell, so a story keeps playing while the member moves between pages; the story page and the
 * mini-player are two views of it. It saves the member's position every few seconds while playing,
 * on pause, on seek, when the page is hidden and when the shell goes away (the admin console,
 * sign-out); it runs the sleep timer (fade over the last 30 seconds, then pause) on every page; and
 * it answers the lock screen's controls. Quick exit and Log Out stop it (`stopPlayback`).
 */
export function PlaybackProvider({ children }: { children: ReactNode }) {
  const audio = useRef<HTMLAudioElement>(null);
  const discreet = useIsDiscreet();
  const [track, setTrack] = useState<PlaybackTrack | null>(null);
  const [started, setStarted] = useState(false);
  const [playing, setPlaying] = useState(false);
  const [currentTime, setCurrentTime] = useState(0);
  const [duration, setDuration] = useState(0);
  const [resumedFrom, setResumedFrom] = useState(0);
  const [failed, setFailed] = useState(false);
  const [sleepTimer, setSleepTimerChoice] = useState<SleepTimerChoice>('off');
  const [timer, setTimer] = useState<SleepTimer | null>(null);
  const [sleepTimerLeft, setSleepTimerLeft] = useState<number | null>(null);

  /** The loaded track, for callbacks that outlive a render (events, timers, the stop registry). */
  const current = useRef<PlaybackTrack | null>(null);
  const startedRef = useRef(false);
  const playingRef = useRef(false);
  /** The position is known once the resume has been applied: nothing is saved before (it would save 0 over the member's place). */
  const positionKnown = useRef(false);
  const lastSaved = useRef(-1);
  /** The last position the element reported. */
  const lastKnown = useRef<number | null>(null);
  const baseVolume = useRef(1);

  /** Saves the position (whole seconds, within the track's length) when it changed, or always when `force`d (a pause). */
  const save = useCallback((onLeave = false, force = false) => {
    const t = current.current;
    const element = audio.current;
    if (!t?.savePosition || !positionKnown.current) return;
    // The page's own flow is ending the session (a deletion leaving the page): a save sent now
    // would be answered 401 (lib/playback/stop keepPlace).
    if (onLeave && isLeaving()) return;
    const time = element && Number.isFinite(element.currentTime) ? element.currentTime : lastKnown.current;
    if (time === null || !Number.isFinite(time)) return;
    const end = element && Number.isFinite(element.duration) && element.duration > 0 ? element.duration : t.duration;
    const position = Math.min(Math.floor(end), Math.max(0, Math.floor(time)));
    if (position === lastSaved.current && !force) return;
    lastSaved.current = position;
    const result = t.savePosition(position, { onLeave });
    if (result && !onLeave) {
      result.catch(() => {
        if (current.current === t) lastSaved.current = -1;
      });
    }
  }, []);

  const playElement = useCallback(() => {
    const element = audio.current;
    if (!element) return;
    element.play()?.catch((error: unknown) => {
      // A pause or a new story before playback began is not a failure.
      if (!(error instanceof DOMException && error.name === 'AbortError')) setFailed(true);
    });
  }, []);

  const resetTimer = useCallback(() => {
    setTimer(null);
    setSleepTimerChoice('off');
    setSleepTimerLeft(null);
    if (audio.current) audio.current.volume = baseVolume.current;
  }, []);

  /** Stops and forgets the track: pause, release the stream, hide the mini-player. */
  const unload = useCallback(() => {
    const element = audio.current;
    current.current = null;
    startedRef.current = false;
    playingRef.current = false;
    positionKnown.current = false;
    lastKnown.current = null;
    lastSaved.current = -1;
    if (element) {
      if (!element.paused) element.pause();
      if (element.hasAttribute('src')) {
        element.removeAttribute('src');
        try {
          element.load(); // lets go of the stream
        } catch {
          /* nothing loaded */
        }
      }
    }
    setTrack(null);
    setStarted(false);
    setPlaying(false);
    setCurrentTime(0);
    setDuration(0);
    setResumedFrom(0);
    setFailed(false);
    resetTimer();
  }, [resetTimer]);

  const load = useCallback<Playback['load']>(
    (next, { play = false, unlessPlaying = false } = {}) => {
      const loaded = current.current;
      if (loaded?.id === next.id) {
        current.current = { ...next, resumeFrom: loaded.resumeFrom };
        setTrack(current.current);
        if (play) playElement();
        return;
      }
      if (loaded && unlessPlaying && playingRef.current) return;
      // Another story: the one playing keeps its place.
      if (loaded) save(false, true);
      const element = audio.current;
      current.current = next;
      startedRef.current = false;
      playingRef.current = false; // a new source stops the old one without a pause event
      positionKnown.current = false;
      lastKnown.current = null;
      lastSaved.current = next.resumeFrom ?? -1;
      setTrack(next);
      setStarted(false);
      setPlaying(false);
      setCurrentTime(0);
      setDuration(next.duration);
      setResumedFrom(0);
      setFailed(false);
      if (!element) return;
      element.src = next.src;
      if (play) playElement();
    },
    [playElement, save],
  );

  const release = useCallback(
    (id: string) => {
      if (current.current?.id === id && !startedRef.current) unload();
    },
    [unload],
  );

  const seekTo = useCallback((seconds: number) => {
    const element = audio.current;
    const t = current.current;
    if (!element || !t) return;
    const end = Number.isFinite(element.duration) && element.duration > 0 ? element.duration : t.duration;
    element.currentTime = Math.min(Math.max(0, seconds), end);
    lastKnown.current = element.currentTime;
    setCurrentTime(element.currentTime);
  }, []);

  const controls = useMemo(
    () => ({
      load,
      release,
      play: playElement,
      pause: () => audio.current?.pause(),
      toggle: () => {
        const element = audio.current;
        if (!element || !current.current) return;
        if (element.paused) playElement();
        else element.pause();
      },
      seekTo,
      seekBy: (delta: number) => seekTo((audio.current?.currentTime ?? 0) + delta),
      setSleepTimer: (choice: SleepTimerChoice) => {
        if (audio.current) audio.current.volume = baseVolume.current;
        setSleepTimerChoice(choice);
        const next = startSleepTimer(choice, Date.now());
        setTimer(next);
        if (!next) setSleepTimerLeft(null);
      },
      dismissResume: () => setResumedFrom(0),
      close: () => {
        save(false, true);
        unload();
      },
    }),
    [load, release, playElement, seekTo, save, unload],
  );

  // Saved every few seconds while playing.
  useEffect(() => {
    if (!playing) return;
    const interval = window.setInterval(() => save(), SAVE_EVERY_MS);
    return () => window.clearInterval(interval);
  }, [playing, save]);

  // Saved when the page goes away or is put away (a phone's other app, its lock screen), and when
  // the shell goes (the console, signed out): then the element goes too, and stops.
  useEffect(() => {
    const leave = () => save(true);
    const hidden = () => document.visibilityState === 'hidden' && leave();
    window.addEventListener('pagehide', leave);
    document.addEventListener('visibilitychange', hidden);
    const element = audio.current;
    return () => {
      window.removeEventListener('pagehide', leave);
      document.removeEventListener('visibilitychange', hidden);
      leave();
      if (element && !element.paused) element.pause();
    };
  }, [save]);

  // Quick exit and Log Out: silence at once. The place is kept (a request that outlives the page)
  // unless the session ends with it (lib/playback/stop keepPlace).
  useEffect(
    () =>
      onStopPlayback(({ keepPlace }) => {
        if (keepPlace) save(true);
        unload();
      }),
    [save, unload],
  );

  // The sleep timer, on whatever page the member is: fade over the last 30 seconds, then pause (and
  // put the volume back for the next play).
  useEffect(() => {
    if (!timer) return;
    const tick = () => {
      const element = audio.current;
      const t = current.current;
      if (!element || !t) return;
      const now = Date.now();
      const length = element.duration || t.duration;
      const { volume, stop } = sleepTimerTick(timer, now, element.currentTime, length, baseVolume.current, element.playbackRate);
      setSleepTimerLeft(secondsLeft(timer, now, element.currentTime, length, element.playbackRate));
      if (stop) {
        element.pause();
        resetTimer();
        return;
      }
      element.volume = volume;
    };
    tick();
    const interval = window.setInterval(tick, TICK_MS);
    return () => window.clearInterval(interval);
  }, [timer, resetTimer]);

  // Lock-screen and headset controls; in discreet mode the lock screen names nothing either.
  const title = track?.title;
  const artist = track?.artist;
  const artwork = track?.artworkUrl;
  const loaded = track !== null;
  useEffect(() => {
    const session = typeof navigator !== 'undefined' ? navigator.mediaSession : undefined;
    if (!session || typeof MediaMetadata === 'undefined' || !loaded) return;
    session.metadata = discreet
      ? new MediaMetadata({ title: neutralAudioTitle() })
      : new MediaMetadata({ title, artist: artist ?? '', artwork: artwork ? [{ src: artwork }] : [] });
    const handlers: [MediaSessionAction, MediaSessionActionHandler][] = [
      ['play', () => controls.play()],
      ['pause', () => controls.pause()],
      ['seekbackward', (d) => controls.seekBy(-(d.seekOffset ?? 10))],
      ['seekforward', (d) => controls.seekBy(d.seekOffset ?? 30)],
      ['seekto', (d) => d.seekTime !== undefined && controls.seekTo(d.seekTime)],
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
  }, [loaded, title, artist, artwork, discreet, controls]);

  function onLoadedMetadata() {
    const element = audio.current;
    const t = current.current;
    if (!element || !t) return;
    if (Number.isFinite(element.duration) && element.duration > 0) setDuration(element.duration);
    const from = resumePosition(t.resumeFrom, element.duration);
    if (from > 0 && element.currentTime === 0) {
      element.currentTime = from;
      setResumedFrom(from);
    }
    lastKnown.current = element.currentTime;
    setCurrentTime(element.currentTime);
    positionKnown.current = true;
  }

  function onTimeUpdate() {
    const element = audio.current;
    if (!element || !current.current) return;
    lastKnown.current = element.currentTime;
    setCurrentTime(element.currentTime);
    const session = navigator.mediaSession;
    if (session?.setPositionState && Number.isFinite(element.duration) && element.duration > 0) {
      try {
        session.setPositionState({ duration: element.duration, position: Math.min(element.currentTime, element.duration), playbackRate: element.playbackRate });
      } catch {
        // A state the browser refuses (e.g. while the duration is changing).
      }
    }
  }

  const value = useMemo<Playback>(
    () => ({ track, started, playing, currentTime, duration, resumedFrom, failed, sleepTimer, sleepTimerLeft, ...controls }),
    [track, started, playing, currentTime, duration, resumedFrom, failed, sleepTimer, sleepTimerLeft, controls],
  );

  return (
    <PlaybackContext.Provider value={value}>
      {children}
      <audio
        ref={audio}
        preload="metadata"
        data-testid="story-audio"
        onLoadedMetadata={onLoadedMetadata}
        onTimeUpdate={onTimeUpdate}
        onPlay={() => {
          if (!current.current) return;
          startedRef.current = true;
          playingRef.current = true;
          setStarted(true);
          setPlaying(true);
          setFailed(false);
        }}
        onPause={() => {
          playingRef.current = false;
          setPlaying(false);
          if (audio.current && current.current) setCurrentTime(audio.current.currentTime);
          save(false, true);
        }}
        onSeeked={() => {
          // A seek is a deliberate place in the story: saved at once, playing or not.
          if (audio.current) lastKnown.current = audio.current.currentTime;
          save();
        }}
        onEnded={() => {
          playingRef.current = false;
          setPlaying(false);
          save(false, true);
          if (timer) resetTimer();
        }}
        onError={() => {
          if (current.current) setFailed(true);
        }}
      />
    </PlaybackContext.Provider>
  );
}
