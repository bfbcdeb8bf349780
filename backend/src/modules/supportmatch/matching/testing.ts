/** Builders shared by the matcher's specs (and the reasons spec); not used by the app. */
import { MatchCandidate, MatchingInput } from './types';

export const NY = 'America/New_York';
export const LA = 'America/Los_Angeles';

export const cand = (
  id: string,
  gender: MatchCandidate['gender'],
  genderPreference: MatchCandidate['genderPreference'],
  timezone: string | null = NY,
  timezonePreference: MatchCandidate['timezonePreference'] = 'same_timezone',
): MatchCandidate => ({ id, gender, genderPreference, timezone, timezonePreference });

export const input = (candidates: MatchCandidate[], extra: Partial<MatchingInput> = {}): MatchingInput => ({
  candidates,
  blocks: [],
  recentPairs: [],
  pastPairs: [],
  previouslyUnmatched: [],
  seed: 1,
  ...extra,
});

/** mulberry32 with the seed as given: the random populations of the specs are reproducible. */
export function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) | 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
