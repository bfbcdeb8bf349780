/**
 * The sleep timer, as pure functions the player calls on every tick: the member picks 15, 30, 45
 * or 60 minutes, or the end of the story; the volume fades out over the last 30 seconds, then the
 * story pauses (and the volume is put back for the next play).
 */
import { i18n } from '../i18n';

export const SLEEP_TIMER_MINUTES = [15, 30, 45, 60] as const;
export type SleepTimerChoice = 'off' | 'end' | (typeof SLEEP_TIMER_MINUTES)[number];

export const FADE_SECONDS = 30;

/** A running timer: until a moment (minutes), or until the story ends. */
export type SleepTimer = { kind: 'until'; endsAt: number } | { kind: 'end-of-story' };

/** The timer a choice starts at `nowMs` (none for 'off'). */
export function startSleepTimer(choice: SleepTimerChoice, nowMs: number): SleepTimer | null {
  if (choice === 'off') return null;
  if (choice === 'end') return { kind: 'end-of-story' };
  return { kind: 'until', endsAt: nowMs + choice * 60_000 };
}

/**
 * Seconds until the timer stops the story. For 'end of story' that is what is left of the story
 * (at the player's rate); for a set time, the wall-clock time left (the story may end first).
 */
export function secondsLeft(timer: SleepTimer, nowMs: number, currentTime: number, duration: number, playbackRate = 1): number {
  if (timer.kind === 'until') return Math.max(0, (timer.endsAt - nowMs) / 1000);
  if (!Number.isFinite(duration) || duration <= 0) return Number.POSITIVE_INFINITY;
  return Math.max(0, (duration - currentTime) / (playbackRate > 0 ? playbackRate : 1));
}

/**
 * The volume for `left` seconds before the timer stops: the member's own volume until the last
 * FADE_SECONDS, then a linear fade down to silence at zero.
 */
export function fadedVolume(left: number, baseVolume: number): number {
  const base = Math.min(1, Math.max(0, baseVolume));
  if (!(left < FADE_SECONDS)) return base;
  if (left <= 0) return 0;
  return base * (left / FADE_SECONDS);
}

/** What the player does on a tick: the volume to set, and whether to stop now. */
export function sleepTimerTick(timer: SleepTimer | null, nowMs: number, currentTime: number, duration: number, baseVolume: number, playbackRate = 1): { volume: number; stop: boolean } {
  if (!timer) return { volume: baseVolume, stop: false };
  const left = secondsLeft(timer, nowMs, currentTime, duration, playbackRate);
  // 'end of story' ends by itself: the story finishing is the stop.
  return { volume: fadedVolume(left, baseVolume), stop: timer.kind === 'until' && left <= 0 };
}

/** "Stops in 14:32" for the mini-player's status line (whole seconds, rounded up), in the shell's strings. */
export function timerLabel(left: number): string {
  if (!Number.isFinite(left)) return i18n.t('shell:player.stopsAtEnd');
  const total = Math.ceil(left);
  const m = Math.floor(total / 60);
  const s = String(total % 60).padStart(2, '0');
  return i18n.t('shell:player.stopsIn', { time: `${m}:${s}` });
}

/**
 * Where a saved position resumes: from the saved second, unless it is within the last few
 * seconds (then from the start: the member finished it) or missing.
 */
export function resumePosition(saved: number | null | undefined, duration: number): number {
  if (!saved || saved <= 0) return 0;
  if (Number.isFinite(duration) && duration > 0 && saved >= duration - 5) return 0;
  return saved;
}
