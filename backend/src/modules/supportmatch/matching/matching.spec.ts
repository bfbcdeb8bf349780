import { compatible, computeMatching, MatchCandidate, MatchingInput, MatchingResult } from './matching';
import { cand, input, LA, NY, rng } from './testing';
import { explicitGraph, referenceMatchingSize, referencePairCount } from './reference-blossom';
import {
  GENDER_PREFERENCES,
  GENDERS,
  SUPPORTMATCH_COUNTRIES,
  SUPPORTMATCH_TIMEZONES,
  TIMEZONE_PREFERENCES,
} from '@pfe/contracts/supportmatch';

type G = MatchCandidate['gender'];
type P = MatchCandidate['genderPreference'];
type TP = MatchCandidate['timezonePreference'];

const pairKey = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);
const pairSet = (r: MatchingResult) => new Set(r.pairs.map(([a, b]) => pairKey(a, b)));

function weighted<T>(r: () => number, values: readonly T[], weights: number[]): T {
  let x = r() * weights.reduce((a, b) => a + b, 0);
  for (let i = 0; i < values.length; i++) if ((x -= weights[i]) < 0) return values[i];
  return values[values.length - 1];
}

/**
 * Random instance with skewed attribute mixes: a few "kinds" (classes) with random weights, some rare,
 * so small self-compatible classes sit next to classes that are not, plus blocks, recent and past
 * pairs (some with unknown ids or the same id twice) and members left unmatched last run.
 */
function randomInstance(seed: number, n: number): MatchingInput {
  const r = rng(seed);
  const zones = [NY, LA, 'Europe/London', null].slice(0, 1 + Math.floor(r() * 4));
  const kinds = Array.from({ length: 1 + Math.floor(r() * 7) }, () => ({
    g: weighted(r, ['female', 'male', 'prefer-not-to-say', null] as G[], [4, 3, 1, 0.4]),
    p: weighted(r, ['any', 'male', 'female', null] as P[], [3, 2, 2, 0.4]),
    tp: weighted(r, ['same_timezone', 'any_timezone', null] as TP[], [2, 2, 0.4]),
    tz: zones[Math.floor(r() * zones.length)],
    w: r() < 0.3 ? 0.05 : r(),
  }));
  const candidates: MatchCandidate[] = [];
  for (let i = 0; i < n; i++) {
    const k = weighted(r, kinds, kinds.map((x) => x.w));
    candidates.push(cand(`u${String(i).padStart(3, '0')}`, k.g, k.p, k.tz, k.tp));
  }
  const ids = candidates.map((c) => c.id);
  const anyId = () => (r() < 0.03 ? 'ghost' : ids[Math.floor(r() * n)]);
  // Sometimes a few "hubs" carry most of the exceptions (long lists, binary-searched).
  const hubs = r() < 0.4 ? ids.slice(0, 1 + Math.floor(r() * 3)) : [];
  const pairs = (k: number) =>
    Array.from({ length: k }, (): [string, string] => [hubs.length && r() < 0.7 ? hubs[Math.floor(r() * hubs.length)] : anyId(), anyId()]);
  return {
    candidates,
    blocks: pairs(Math.floor(r() * n * 0.3)),
    recentPairs: pairs(Math.floor(r() * n * 0.6)),
    pastPairs: pairs(Math.floor(r() * n * 0.6)),
    previouslyUnmatched: ids.filter(() => r() < 0.1),
    seed: Math.floor(r() * 2 ** 31),
  };
}

/** Every rule a result must satisfy, whatever the input: the list of violations (empty if none). */
function violations(inp: MatchingInput, res: MatchingResult): string[] {
  const out: string[] = [];
  const byId = new Map(inp.candidates.map((c) => [c.id, c]));
  const blocked = new Set(inp.blocks.map(([a, b]) => pairKey(a, b)));
  const seen = new Set<string>();
  for (const [a, b] of res.pairs) {
    if (!(a < b)) out.push(`pair not in id order: ${a} ${b}`);
    if (seen.has(a) || seen.has(b)) out.push(`member twice: ${a} ${b}`);
    seen.add(a);
    seen.add(b);
    if (!byId.has(a) || !byId.has(b) || !compatible(byId.get(a)!, byId.get(b)!)) out.push(`not compatible: ${a} ${b}`);
    if (blocked.has(pairKey(a, b))) out.push(`blocked pair: ${a} ${b}`);
  }
  for (const u of res.unmatched) {
    if (seen.has(u)) out.push(`unmatched and paired: ${u}`);
    seen.add(u);
  }
  if (seen.size !== byId.size) out.push('not every candidate accounted for');
  if (res.unmatched.some((u, i) => i > 0 && res.unmatched[i - 1] >= u)) out.push('unmatched not sorted');
  return out;
}

describe('compatible', () => {
  const cases: Array<[string, MatchCandidate, MatchCandidate, boolean]> = [
    ['any / any, same zone', cand('a', 'female', 'any'), cand('b', 'male', 'any'), true],
    ['each wants the other gender', cand('a', 'female', 'male'), cand('b', 'male', 'female'), true],
    ['both want female and are female', cand('a', 'female', 'female'), cand('b', 'female', 'female'), true],
    ['one wants male, the other is female', cand('a', 'female', 'male'), cand('b', 'female', 'any'), false],
    ['wants female, other wants male (one-sided)', cand('a', 'male', 'female'), cand('b', 'female', 'female'), false],
    ['null preference counts as any', cand('a', 'female', null), cand('b', 'prefer-not-to-say', null), true],
    ['prefer-not-to-say satisfies only any', cand('a', 'male', 'female'), cand('b', 'prefer-not-to-say', 'any'), false],
    ['null gender satisfies only any', cand('a', 'male', 'male'), cand('b', null, 'any'), false],
    ['null gender with any', cand('a', 'male', 'any'), cand('b', null, 'any'), true],
    ['both same_timezone, different zones', cand('a', 'female', 'any', NY), cand('b', 'female', 'any', LA), false],
    ['same_timezone vs any_timezone, different zones', cand('a', 'female', 'any', NY, 'any_timezone'), cand('b', 'female', 'any', LA), false],
    ['same_timezone vs any_timezone, same zone', cand('a', 'female', 'any', NY, 'any_timezone'), cand('b', 'female', 'any', NY), true],
    ['both any_timezone, different zones', cand('a', 'female', 'any', NY, 'any_timezone'), cand('b', 'male', 'any', LA, 'any_timezone'), true],
    ['both any_timezone, one zone unset', cand('a', 'female', 'any', null, 'any_timezone'), cand('b', 'male', 'any', LA, 'any_timezone'), true],
    ['same_timezone needs both zones set', cand('a', 'female', 'any', null), cand('b', 'male', 'any', null), false],
    ['same_timezone, other zone unset', cand('a', 'female', 'any', NY), cand('b', 'male', 'any', null, 'any_timezone'), false],
    ['unset preference is same_timezone', cand('a', 'female', 'any', NY, null), cand('b', 'male', 'any', LA, 'any_timezone'), false],
    ['unset preference, same zone', cand('a', 'female', 'any', NY, null), cand('b', 'male', 'any', NY, 'any_timezone'), true],
    ['nobody with themselves', cand('a', 'female', 'any'), cand('a', 'female', 'any'), false],
  ];
  it.each(cases)('%s', (_name, a, b, expected) => {
    expect(compatible(a, b)).toBe(expected);
    expect(compatible(b, a)).toBe(expected);
  });

  it('is symmetric over every combination of the option lists', () => {
    const genders: G[] = [...GENDERS, null];
    const prefs: P[] = [...GENDER_PREFERENCES, null];
    const tps: TP[] = [...TIMEZONE_PREFERENCES, null];
    const zones = [NY, LA, null];
    const all: MatchCandidate[] = [];
    for (const g of genders) for (const p of prefs) for (const tp of tps) for (const z of zones) all.push(cand(`c${all.length}`, g, p, z, tp));
    const asymmetric = [];
    for (const a of all) for (const b of all) if (compatible(a, b) !== compatible(b, a)) asymmetric.push([a, b]);
    expect(asymmetric).toEqual([]);
  });
});

describe('computeMatching', () => {
  it('handles empty and single inputs', () => {
    expect(computeMatching(input([]))).toEqual({ pairs: [], unmatched: [] });
    expect(computeMatching(input([cand('a', 'female', 'any')]))).toEqual({ pairs: [], unmatched: ['a'] });
  });

  it('pairs as many as a maximum matching where a greedy pass would not', () => {
    // x1, x2 fit each other, but then y (wants a woman) and z (prefer-not-to-say) are left out:
    // the maximum pairs each x with one of them.
    const c = [
      cand('x1', 'female', 'any'),
      cand('x2', 'female', 'any'),
      cand('y', 'male', 'female'),
      cand('z', 'prefer-not-to-say', 'any'),
    ];
    for (const initial of ['plan', 'greedy', 'none'] as const) {
      for (let seed = 0; seed < 10; seed++) {
        const res = computeMatching(input(c, { seed }), { initial });
        expect(res.pairs).toHaveLength(2);
        expect(res.unmatched).toEqual([]);
      }
    }
  });

  it('needs blossoms: a triangle of classes, each with its own pendant', () => {
    // a, b, c all fit each other; d, e, f each fit only one of them. Pairing two of the triangle
    // first leaves two pendants out; the maximum pairs each with its pendant.
    const c = [
      cand('a', 'female', 'any', NY, 'any_timezone'),
      cand('b', 'female', 'any', LA, 'any_timezone'),
      cand('c', 'female', 'any', 'Europe/London', 'any_timezone'),
      cand('d', 'male', 'female', NY),
      cand('e', 'male', 'female', LA),
      cand('f', 'male', 'female', 'Europe/London'),
    ];
    for (const initial of ['plan', 'greedy', 'none'] as const) {
      for (let seed = 0; seed < 10; seed++) {
        const res = computeMatching(input(c, { seed }), { initial });
        expect(pairSet(res)).toEqual(new Set(['a|d', 'b|e', 'c|f']));
      }
    }
  });

  it('never pairs a block, in either direction, even if that leaves both unmatched', () => {
    const c = [cand('a', 'female', 'any'), cand('b', 'male', 'any')];
    expect(computeMatching(input(c, { blocks: [['a', 'b']] }))).toEqual({ pairs: [], unmatched: ['a', 'b'] });
    expect(computeMatching(input(c, { blocks: [['b', 'a']] }))).toEqual({ pairs: [], unmatched: ['a', 'b'] });
    const four = [...c, cand('c', 'female', 'any'), cand('d', 'male', 'any')];
    for (let seed = 0; seed < 10; seed++) {
      const res = computeMatching(input(four, { seed, blocks: [['b', 'a'], ['c', 'd'], ['a', 'c']] }));
      expect(pairSet(res)).toEqual(new Set(['a|d', 'b|c']));
    }
  });

  it('finds a block between two members who both have long exception lists', () => {
    // a and b block each other and 30 others; wherever b sorts among them, they stay apart.
    for (let k = 0; k <= 30; k++) {
      const others = Array.from({ length: 30 }, (_, i) => `m${String(i).padStart(2, '0')}`);
      const bId = `m${String(k).padStart(2, '0')}~`;
      const c = ['a', bId, ...others].map((id) => cand(id, 'female', 'any'));
      const blocks: Array<[string, string]> = [['a', bId]];
      for (const o of others) blocks.push(['a', o], [o, bId]);
      const res = computeMatching(input(c, { blocks, recentPairs: others.map((o): [string, string] => [o, 'a']) }));
      expect(res.unmatched).toEqual(['a', bId].sort());
      expect(res.pairs).toHaveLength(15);
    }
  });

  it('ignores unknown ids, self pairs and duplicate candidates', () => {
    const c = [cand('a', 'female', 'any'), cand('b', 'male', 'any'), cand('a', 'female', 'any')];
    const res = computeMatching(
      input(c, { blocks: [['a', 'a'], ['a', 'nobody']], recentPairs: [['x', 'y']], pastPairs: [['b', 'b']], previouslyUnmatched: ['zzz'] }),
    );
    expect(res).toEqual({ pairs: [['a', 'b']], unmatched: [] });
  });

  it('avoids recent partners while another maximum matching exists', () => {
    const c = [cand('a', 'female', 'any'), cand('b', 'male', 'any'), cand('c', 'female', 'any'), cand('d', 'male', 'any')];
    for (let seed = 0; seed < 20; seed++) {
      const res = computeMatching(input(c, { seed, recentPairs: [['a', 'b'], ['d', 'c']] }));
      expect(res.pairs).toHaveLength(2);
      expect(pairSet(res).has('a|b') || pairSet(res).has('c|d')).toBe(false);
    }
  });

  it('pairs recent partners again when the maximum needs them, and only those needed', () => {
    // a and b only fit each other (recent partners); c, d, e all fit each other, c and d were recent.
    const c = [
      cand('a', 'male', 'female', 'Asia/Tokyo'),
      cand('b', 'female', 'male', 'Asia/Tokyo'),
      cand('c', 'female', 'any', NY),
      cand('d', 'male', 'any', NY),
      cand('e', 'female', 'any', NY),
    ];
    for (let seed = 0; seed < 20; seed++) {
      const res = computeMatching(input(c, { seed, recentPairs: [['a', 'b'], ['c', 'd']] }));
      expect(res.pairs).toHaveLength(2);
      expect(pairSet(res).has('a|b')).toBe(true);
      expect(pairSet(res).has('c|d')).toBe(false);
    }
  });

  it('prefers members left unmatched in the last run', () => {
    const c = ['a', 'b', 'c', 'd', 'e'].map((id) => cand(id, 'female', 'any'));
    for (let seed = 0; seed < 30; seed++) {
      for (const left of ['a', 'c', 'e']) {
        const res = computeMatching(input(c, { seed, previouslyUnmatched: [left] }));
        expect(res.unmatched).toHaveLength(1);
        expect(res.unmatched).not.toContain(left);
      }
    }
  });

  it('prefers pairs who have never been partners', () => {
    const c = ['a', 'b', 'c', 'd'].map((id) => cand(id, 'female', 'any'));
    for (let seed = 0; seed < 30; seed++) {
      const res = computeMatching(input(c, { seed, pastPairs: [['a', 'b'], ['c', 'd']] }));
      expect(res.pairs).toHaveLength(2);
      expect(pairSet(res).has('a|b') || pairSet(res).has('c|d')).toBe(false);
    }
  });

  it('is deterministic for a seed, whatever the order of the input', () => {
    for (let s = 0; s < 30; s++) {
      const inp = randomInstance(9_000 + s, 40);
      const res = computeMatching(inp);
      expect(computeMatching(inp)).toEqual(res);
      const r = rng(s);
      const shuffle = <T>(xs: T[]) => {
        const out = [...xs];
        for (let i = out.length - 1; i > 0; i--) {
          const j = Math.floor(r() * (i + 1));
          [out[i], out[j]] = [out[j], out[i]];
        }
        return out;
      };
      const flip = (ps: Array<[string, string]>) => shuffle(ps.map(([a, b]): [string, string] => (r() < 0.5 ? [b, a] : [a, b])));
      const reordered: MatchingInput = {
        candidates: shuffle(inp.candidates),
        blocks: flip(inp.blocks),
        recentPairs: flip(inp.recentPairs),
        pastPairs: flip(inp.pastPairs),
        previouslyUnmatched: shuffle(inp.previouslyUnmatched),
        seed: inp.seed,
      };
      expect(computeMatching(reordered)).toEqual(res);
    }
  });

  it('uses the seed for tie-breaking', () => {
    const c = Array.from({ length: 40 }, (_, i) => cand(`m${i}`, 'female', 'any'));
    const outcomes = new Set(Array.from({ length: 5 }, (_, seed) => JSON.stringify(computeMatching(input(c, { seed })).pairs)));
    expect(outcomes.size).toBeGreaterThan(1);
  });
});

describe('computeMatching against the reference blossom algorithm', () => {
  it('the reference itself agrees with brute force on tiny graphs', () => {
    const brute = (n: number, adj: number[][]): number => {
      const memo = new Map<number, number>();
      const f = (mask: number): number => {
        if (mask === 0) return 0;
        const hit = memo.get(mask);
        if (hit !== undefined) return hit;
        let i = 0;
        while (!(mask & (1 << i))) i++;
        const rest = mask & ~(1 << i);
        let best = f(rest);
        for (const j of adj[i]) if (rest & (1 << j)) best = Math.max(best, 1 + f(rest & ~(1 << j)));
        memo.set(mask, best);
        return best;
      };
      return f((1 << n) - 1);
    };
    for (let s = 0; s < 150; s++) {
      const r = rng(s);
      const n = 2 + Math.floor(r() * 11);
      const adj: number[][] = Array.from({ length: n }, () => []);
      const density = r();
      for (let i = 0; i < n; i++) {
        for (let j = i + 1; j < n; j++) {
          if (r() < density) {
            adj[i].push(j);
            adj[j].push(i);
          }
        }
      }
      expect(referenceMatchingSize(n, adj)).toBe(brute(n, adj));
    }
  });

  it('has the maximum pair count on 300 random instances of 2 to 60 candidates', () => {
    let needingRecent = 0;
    for (let s = 0; s < 300; s++) {
      const n = 2 + (s % 59);
      const inp = randomInstance(s * 7919 + 1, n);
      const best = referencePairCount(inp);
      const bestWithoutRecent = referencePairCount(inp, false);
      const recent = new Set(inp.recentPairs.map(([a, b]) => pairKey(a, b)));
      for (const initial of ['plan', 'greedy', 'none'] as const) {
        const res = computeMatching(inp, { initial });
        expect(violations(inp, res)).toEqual([]);
        expect(res.pairs.length).toBe(best);
        const recentUsed = res.pairs.filter(([a, b]) => recent.has(pairKey(a, b))).length;
        // Recent pairs appear only when no maximum matching avoids them all.
        if (bestWithoutRecent === best) expect(recentUsed).toBe(0);
        else expect(recentUsed).toBeGreaterThanOrEqual(best - bestWithoutRecent);
      }
      if (bestWithoutRecent < best) needingRecent++;
    }
    expect(needingRecent).toBeGreaterThan(0);
  });

  it('has the maximum pair count on larger instances', () => {
    for (let s = 0; s < 6; s++) {
      const inp = randomInstance(424_242 + s, 150 + 50 * s);
      const { ids, adj } = explicitGraph(inp);
      const res = computeMatching(inp);
      expect(violations(inp, res)).toEqual([]);
      expect(res.pairs.length).toBe(referenceMatchingSize(ids.length, adj));
    }
  });
});

describe('option lists', () => {
  it('has the 18 named zones and the country list in order with Other last', () => {
    expect(SUPPORTMATCH_TIMEZONES).toHaveLength(18);
    expect(new Set(SUPPORTMATCH_TIMEZONES).size).toBe(18);
    const countries = [...SUPPORTMATCH_COUNTRIES];
    expect(countries[countries.length - 1]).toBe('Other');
    const named = countries.slice(0, -1);
    expect(named).toEqual([...named].sort());
    expect(named.length).toBeGreaterThanOrEqual(55);
    for (const c of ['United States', 'Canada', 'United Kingdom', 'Australia', 'India', 'Mexico', 'Brazil', 'Germany', 'France', 'Nigeria', 'Philippines']) {
      expect(countries).toContain(c);
    }
    expect(GENDERS).toEqual(['male', 'female', 'prefer-not-to-say']);
    expect(GENDER_PREFERENCES).toEqual(['male', 'female', 'any']);
    expect(TIMEZONE_PREFERENCES).toEqual(['same_timezone', 'any_timezone']);
  });
});
