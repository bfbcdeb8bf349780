/** Public input and output types of the SupportMatch matcher (re-exported by `matching.ts`). */

export type Gender = 'male' | 'female' | 'prefer-not-to-say';
export type GenderPreference = 'male' | 'female' | 'any';
export type TimezonePreference = 'same_timezone' | 'any_timezone';

export interface MatchCandidate {
  id: string;
  gender: Gender | null;
  genderPreference: GenderPreference | null;
  timezone: string | null;
  timezonePreference: TimezonePreference | null;
}

export interface MatchingInput {
  /** Eligible: active profiles of members with no active partnership. */
  candidates: MatchCandidate[];
  /** A block in either direction forbids the pair. */
  blocks: Array<[string, string]>;
  /** Partners in the last 3 runs: matched again only where a maximum matching needs them. */
  recentPairs: Array<[string, string]>;
  /** Ever partnered: never-partnered pairs are preferred. */
  pastPairs: Array<[string, string]>;
  /** Left unmatched in the last run: preferred. */
  previouslyUnmatched: string[];
  /** Same seed and same input (in any order) give the same result. */
  seed: number;
}

export interface MatchingResult {
  /** Each pair ordered by id; pairs ordered by their first id. */
  pairs: Array<[string, string]>;
  /** Sorted by id. */
  unmatched: string[];
}

/**
 * How the matching before the exact phase is built; only tests and the bench change it, to exercise
 * the augmenting-path phase on its own: 'plan' (default) = class plan + greedy fill, 'greedy' = the
 * greedy fill alone, 'none' = start from the empty matching.
 */
export interface MatchingTuning {
  initial?: 'plan' | 'greedy' | 'none';
}
