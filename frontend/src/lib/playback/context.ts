import { createContext, useContext } from 'react';
import type { SleepTimerChoice } from './sleep-timer';

/**
 * The member shell's one audio player, as features see it (issue 21 item 9): the shell owns the
 * audio element, so a story keeps playing from page to page with a mini-player; a feature hands it
 * a track and draws controls over this state. The shell implements it (app/shell/playback-provider);
 * features import only this file, so no feature imports the shell or another feature.
 */
export interface PlaybackTrack {
  /** The item's id (a story id): loading the same id again keeps what plays. */
  id: string;
  title: string;
  /** Where the audio streams from (our own origin). */
  src: string;
  /** The page of the full player, where the mini-player's link leads. */
  href: string;
  /** The known length in seconds, until the element reports its own. */
  duration: number;
  /** Shown on the lock screen (same-origin images only), except in discreet mode. */
  artworkUrl?: string | null;
  /** The lock screen's second line, e.g. "Sleep Stories"; not shown in discreet mode. */
  artist?: string;
  /** The member's saved position in seconds; the player resumes there once the audio's length is known. */
  resumeFrom?: number | null;
  /**
   * Saves the position (whole seconds). `onLeave`: the page is going away, so the request must
   * outlive it (a keepalive fetch), and nobody hears about its result.
   */
  savePosition?: (seconds: number, options: { onLeave: boolean }) => Promise<unknown> | void;
}

export interface PlaybackState {
  /** The loaded track, or null. */
  track: PlaybackTrack | null;
  /** Whether the track has been started since it was loaded: only then does the mini-player show. */
  started: boolean;
  playing: boolean;
  /** Seconds. */
  currentTime: number;
  duration: number;
  /** Where the track resumed from (the saved position), 0 when it started from the beginning. */
  resumedFrom: number;
  failed: boolean;
  sleepTimer: SleepTimerChoice;
  /** Seconds until the sleep timer stops the story (Infinity for "end of story" before the length is known), null without a timer. */
  sleepTimerLeft: number | null;
}

export interface PlaybackControls {
  /**
   * Loads a track (keeps it as it is when that id is already loaded); `play` starts it too;
   * `unlessPlaying` leaves another track that is playing alone (a story page opened meanwhile).
   */
  load(track: PlaybackTrack, options?: { play?: boolean; unlessPlaying?: boolean }): void;
  /** Unloads the track with this id if it was never started (a story page left without pressing play). */
  release(id: string): void;
  play(): void;
  pause(): void;
  toggle(): void;
  seekTo(seconds: number): void;
  seekBy(deltaSeconds: number): void;
  setSleepTimer(choice: SleepTimerChoice): void;
  /** Forgets the "resuming where you left off" note (the member chose to start again). */
  dismissResume(): void;
  /** Saves the position, stops, and unloads the track (the mini-player's Close). */
  close(): void;
}

export type Playback = PlaybackState & PlaybackControls;

export const PlaybackContext = createContext<Playback | null>(null);

/** The shell's player; throws outside the member shell (a screen that plays audio belongs in it). */
export function usePlayback(): Playback {
  const playback = useContext(PlaybackContext);
  if (!playback) throw new Error('usePlayback needs the member shell’s PlaybackProvider');
  return playback;
}
