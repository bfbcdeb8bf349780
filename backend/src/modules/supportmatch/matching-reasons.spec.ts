import type { MatchingUnmatchedReason } from '@pfe/contracts/supportmatch';
import { countReasons, needsTimezone, reasonsInWords, unmatchedReasons } from './matching-reasons';
import { compatible, computeMatching, MatchCandidate } from './matching/matching';
import { rng } from './matching/testing';

const NY = 'America/New_York';
const LONDON = 'Europe/London';

function member(id: string, over: Partial<MatchCandidate> = {}): MatchCandidate {
  return { id, gender: 'female', genderPreference: 'any', timezone: NY, timezonePreference: 'same_timezone', ...over };
}

const reasonsOf = (candidates: MatchCandidate[], blocks: Array<[string, string]>, unmatched: string[]) =>
  Object.fromEntries(unmatchedReasons({ candidates, blocks, unmatched }));

/** The same rules over every pair, for the cross-check. */
function bruteForce(candidates: MatchCandidate[], blocks: Array<[string, string]>, unmatched: string[]): Record<string, MatchingUnmatchedReason> {
  const blocked = new Set(blocks.flatMap(([a, b]) => [`${a}|${b}`, `${b}|${a}`]));
  const out: Record<string, MatchingUnmatchedReason> = {};
  for (const id of unmatched) {
    const u = candidates.find((c) => c.id === id)!;
    if (needsTimezone(u)) {
      out[id] = 'profile_incomplete';
      continue;
    }
    const fits = candidates.filter((v) => compatible(u, v));
    out[id] = fits.length === 0 ? 'no_compatible_member' : fits.every((v) => blocked.has(`${id}|${v.id}`)) ? 'blocked' : 'all_compatible_paired';
  }
  return out;
}


describe('needsTimezone', () => {
  it('is true only for same_timezone (or no preference) without a timezone', () => {
    expect(needsTimezone({ timezone: null, timezonePreference: 'same_timezone' })).toBe(true);
    expect(needsTimezone({ timezone: null, timezonePreference: null })).toBe(true);
    expect(needsTimezone({ timezone: '', timezonePreference: undefined })).toBe(true);
    expect(needsTimezone({ timezone: null, timezonePreference: 'any_timezone' })).toBe(false);
    expect(needsTimezone({ timezone: NY, timezonePreference: 'same_timezone' })).toBe(false);
  });
});

describe('unmatchedReasons', () => {
  it('gives nothing when nobody was left unmatched', () => {
    expect(unmatchedReasons({ candidates: [member('a'), member('b')], blocks: [], unmatched: [] }).size).toBe(0);
  });

  it('says profile_incomplete for same_timezone without a timezone, even beside members who would fit otherwise', () => {
    const candidates = [member('a', { timezone: null }), member('b', { timezone: null, timezonePreference: null }), member('c', { timezone: null, timezonePreference: 'any_timezone' })];
    expect(reasonsOf(candidates, [], ['a', 'b', 'c'])).toEqual({ a: 'profile_incomplete', b: 'profile_incomplete', c: 'no_compatible_member' });
  });

  it('says no_compatible_member when nobody eligible fits the gender preferences or the timezone', () => {
    const candidates = [
      member('man-for-men', { gender: 'male', genderPreference: 'male' }),
      member('woman', { gender: 'female', genderPreference: 'any' }),
      member('london', { timezone: LONDON }),
      member('alone-in-own-class', { gender: 'prefer-not-to-say', genderPreference: 'male', timezonePreference: 'any_timezone' }),
    ];
    expect(reasonsOf(candidates, [], ['man-for-men', 'london', 'alone-in-own-class'])).toEqual({
      'man-for-men': 'no_compatible_member',
      london: 'no_compatible_member',
      'alone-in-own-class': 'no_compatible_member',
    });
  });

  it('says blocked when every compatible member is across a block, in either direction', () => {
    const candidates = [member('a'), member('b'), member('c'), member('x', { timezone: LONDON })];
    // a blocked b, c blocked a: a's only compatible members are both across a block.
    expect(reasonsOf(candidates, [['a', 'b'], ['c', 'a']], ['a'])).toEqual({ a: 'blocked' });
    // One compatible member not blocked: not a block.
    expect(reasonsOf(candidates, [['a', 'b']], ['a'])).toEqual({ a: 'all_compatible_paired' });
    // Blocks with incompatible members do not matter.
    expect(reasonsOf([member('a'), member('x', { timezone: LONDON })], [['a', 'x']], ['a'])).toEqual({ a: 'no_compatible_member' });
  });

  it('says all_compatible_paired for the odd one out of a class that fits itself', () => {
    const candidates = [member('a'), member('b'), member('c')];
    const result = computeMatching({ candidates, blocks: [], recentPairs: [], pastPairs: [], previouslyUnmatched: [], seed: 1 });
    expect(result.unmatched).toHaveLength(1);
    expect(reasonsOf(candidates, [], result.unmatched)).toEqual({ [result.unmatched[0]]: 'all_compatible_paired' });
  });

  it('agrees with the pairwise rules on random instances, with blocks and every kind of profile', () => {
    const zones = [NY, LONDON, null];
    for (let seed = 1; seed <= 60; seed++) {
      const r = rng(seed);
      const pick = <T>(xs: T[]) => xs[Math.floor(r() * xs.length)];
      const n = 2 + Math.floor(r() * 40);
      const candidates = Array.from({ length: n }, (_, i) =>
        member(`m${i}`, {
          gender: pick(['male', 'female', 'prefer-not-to-say', null] as const),
          genderPreference: pick(['male', 'female', 'any', null] as const),
          timezone: pick(zones),
          timezonePreference: pick(['same_timezone', 'any_timezone', null] as const),
        }),
      );
      const blocks: Array<[string, string]> = Array.from({ length: Math.floor(r() * n * 2) }, () => [pick(candidates).id, pick(candidates).id]);
      const { unmatched } = computeMatching({ candidates, blocks, recentPairs: [], pastPairs: [], previouslyUnmatched: [], seed });
      // Every member, not only those left unmatched, to exercise more cases.
      const everyone = candidates.map((c) => c.id);
      expect(reasonsOf(candidates, blocks, everyone)).toEqual(bruteForce(candidates, blocks, everyone));
      expect(reasonsOf(candidates, blocks, unmatched)).toEqual(bruteForce(candidates, blocks, unmatched));
    }
  });

  it('stays fast at 100k profiles: many unmatched in large classes, and many blocks', () => {
    // Two classes 2:1 (women for men, men for women): a third of them left unmatched.
    const candidates = Array.from({ length: 100_000 }, (_, i) =>
      i % 3 === 0 ? member(`m${i}`, { gender: 'male', genderPreference: 'female' }) : member(`w${i}`, { gender: 'female', genderPreference: 'male' }),
    );
    const unmatched = candidates.filter((_, i) => i % 3 !== 0 && i % 2 === 0).map((c) => c.id);
    const blocks: Array<[string, string]> = candidates.slice(0, 50_000).map((c, i) => [c.id, candidates[(i * 7 + 1) % candidates.length].id]);
    const started = performance.now();
    const reasons = unmatchedReasons({ candidates, blocks, unmatched });
    // Generous for a busy machine: this guards against a quadratic pass (minutes here), not for speed.
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(reasons.size).toBe(unmatched.length);
    expect(new Set(reasons.values())).toEqual(new Set(['all_compatible_paired']));
  }, 60_000);
});

describe('countReasons and reasonsInWords', () => {
  it('counts each reason and says them in words, leaving out zeros', () => {
    const reasons = new Map<string, MatchingUnmatchedReason>([
      ['a', 'no_compatible_member'],
      ['b', 'blocked'],
      ['c', 'no_compatible_member'],
      ['d', 'profile_incomplete'],
    ]);
    const counts = countReasons(reasons, { alreadyPartnered: 2, inactive: 1 });
    expect(counts).toEqual({ noCompatibleMember: 2, blocked: 1, allCompatiblePaired: 0, profileIncomplete: 1, alreadyPartnered: 2, inactive: 1 });
    expect(reasonsInWords(counts)).toBe(
      'Left unmatched: 2 with no compatible member, 1 whose only compatible members are across a block, 1 wanting the same timezone without giving one. ' +
        'Not eligible: 2 members already partnered, 1 profile not included in matching.',
    );
    expect(reasonsInWords(countReasons(new Map(), { alreadyPartnered: 0, inactive: 0 }))).toBe('');
    expect(reasonsInWords(countReasons(new Map([['a', 'all_compatible_paired']]), { alreadyPartnered: 1, inactive: 0 }))).toBe(
      'Left unmatched: 1 whose compatible members were all paired with others. Not eligible: 1 member already partnered.',
    );
  });
});
