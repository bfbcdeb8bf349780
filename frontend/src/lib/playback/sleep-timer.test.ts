import { FADE_SECONDS, fadedVolume, resumePosition, secondsLeft, sleepTimerTick, startSleepTimer, timerLabel } from './sleep-timer';

const NOW = 1_700_000_000_000;

describe('the sleep timer', () => {
  it('starts for 15, 30, 45 or 60 minutes, or until the end of the story; off is no timer', () => {
    expect(startSleepTimer('off', NOW)).toBeNull();
    expect(startSleepTimer('end', NOW)).toEqual({ kind: 'end-of-story' });
    for (const minutes of [15, 30, 45, 60] as const) expect(startSleepTimer(minutes, NOW)).toEqual({ kind: 'until', endsAt: NOW + minutes * 60_000 });
  });

  it('counts wall-clock time for a set time, and what is left of the story (at its rate) for the end of the story', () => {
    const timer = startSleepTimer(15, NOW)!;
    expect(secondsLeft(timer, NOW, 0, 600)).toBe(900);
    expect(secondsLeft(timer, NOW + 899_000, 0, 600)).toBe(1);
    expect(secondsLeft(timer, NOW + 1_000_000, 0, 600)).toBe(0);
    const end = startSleepTimer('end', NOW)!;
    expect(secondsLeft(end, NOW, 500, 600)).toBe(100);
    expect(secondsLeft(end, NOW, 500, 600, 2)).toBe(50);
    expect(secondsLeft(end, NOW, 0, Number.NaN)).toBe(Number.POSITIVE_INFINITY);
  });

  it('keeps the member’s volume until the last 30 seconds, then fades linearly to silence', () => {
    expect(FADE_SECONDS).toBe(30);
    expect(fadedVolume(600, 0.8)).toBe(0.8);
    expect(fadedVolume(30, 0.8)).toBe(0.8);
    expect(fadedVolume(15, 0.8)).toBeCloseTo(0.4);
    expect(fadedVolume(3, 1)).toBeCloseTo(0.1);
    expect(fadedVolume(0, 1)).toBe(0);
    expect(fadedVolume(-4, 1)).toBe(0);
    expect(fadedVolume(Number.POSITIVE_INFINITY, 0.5)).toBe(0.5);
    // Never louder than full, never below silence.
    expect(fadedVolume(10, 3)).toBeCloseTo(1 / 3);
    // The fade only ever goes down as time passes.
    const volumes = Array.from({ length: 31 }, (_, i) => fadedVolume(30 - i, 1));
    expect(volumes).toEqual([...volumes].sort((a, b) => b - a));
  });

  it('stops a set-time timer at zero; the end-of-story timer fades and lets the story end by itself', () => {
    const timer = startSleepTimer(30, NOW)!;
    expect(sleepTimerTick(timer, NOW, 0, 3600, 1)).toEqual({ volume: 1, stop: false });
    expect(sleepTimerTick(timer, NOW + 30 * 60_000 - 10_000, 0, 3600, 1).volume).toBeCloseTo(1 / 3);
    expect(sleepTimerTick(timer, NOW + 30 * 60_000, 0, 3600, 1)).toEqual({ volume: 0, stop: true });
    const end = startSleepTimer('end', NOW)!;
    expect(sleepTimerTick(end, NOW, 590, 600, 1)).toEqual({ volume: expect.closeTo(1 / 3), stop: false });
    expect(sleepTimerTick(end, NOW, 600, 600, 1)).toEqual({ volume: 0, stop: false });
    expect(sleepTimerTick(null, NOW, 0, 600, 0.7)).toEqual({ volume: 0.7, stop: false });
  });

  it('describes what is left', () => {
    expect(timerLabel(872.2)).toBe('Stops in 14:33');
    expect(timerLabel(0)).toBe('Stops in 0:00');
    expect(timerLabel(Number.POSITIVE_INFINITY)).toBe('Stops at the end of the story');
  });
});

describe('resumePosition', () => {
  it('resumes from the saved second, from the start when nothing is saved or the story was finished', () => {
    expect(resumePosition(null, 600)).toBe(0);
    expect(resumePosition(0, 600)).toBe(0);
    expect(resumePosition(120, 600)).toBe(120);
    expect(resumePosition(597, 600)).toBe(0);
    expect(resumePosition(120, Number.NaN)).toBe(120);
  });
});
