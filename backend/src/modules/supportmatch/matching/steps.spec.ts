import { attrsCompatible } from './attributes';
import { runSearches, search } from './augmenting-search';
import { classPlan } from './class-plan';
import { decode, encode } from './encoding';
import { buildExceptions, K_BLOCK, K_PAST, K_RECENT } from './exceptions';
import { buildPools } from './pools';
import { initialMatching } from './realisation';
import { recentCanHelp } from './recent-pairs';
import { ROLE_INNER, ROLE_NONE, SearchState } from './search-state';
import { cand, input, LA, NY } from './testing';
import { MatchingInput } from './types';

/** Unit tests of the matcher's steps; `matching.spec.ts` tests `computeMatching` as a whole. */

/** The matching as a sorted list of "a|b" id pairs. */
const pairsOf = (ids: string[], mate: Int32Array) =>
  Array.from(mate, (m, i) => (m > i ? `${ids[i]}|${ids[m]}` : null))
    .filter((x) => x !== null)
    .sort();

describe('encode', () => {
  const people = [
    cand('c', 'male', 'female'),
    cand('a', 'female', 'male'),
    cand('b', 'female', 'any', LA, 'any_timezone'),
    cand('a', 'prefer-not-to-say', 'any'),
    cand('d', 'female', 'male'),
  ];

  it('numbers members by id, dropping duplicate ids (the smallest class code is kept)', () => {
    const enc = encode(input(people));
    expect(enc.n).toBe(4);
    expect(enc.ids).toEqual(['a', 'b', 'c', 'd']);
    expect([...enc.index]).toEqual([['a', 0], ['b', 1], ['c', 2], ['d', 3]]);
    // Genders rank '' < female < male < prefer-not-to-say, so a is kept as the woman, in d's class.
    expect(enc.cls[0]).toBe(enc.cls[3]);
  });

  it('groups members into classes with a compatibility graph that follows the class rule', () => {
    const enc = encode(input(people));
    expect(enc.C).toBe(3);
    // Classes in class-code order: (female, any, any_timezone, LA), (female, male, ...), (male, ...).
    expect(Array.from(enc.cls)).toEqual([1, 0, 2, 1]);
    expect(Array.from(enc.classSize)).toEqual([1, 2, 1]);
    for (let a = 0; a < enc.C; a++) {
      const nbrs = Array.from(enc.adj.subarray(enc.adjStart[a], enc.adjStart[a + 1]));
      const expected = [...Array(enc.C).keys()].filter((b) => attrsCompatible(enc.rep[a], enc.rep[b]));
      expect(nbrs).toEqual(expected);
    }
    for (let c = 0; c < enc.C; c++) {
      const members = Array.from(enc.members.subarray(enc.cStart[c], enc.cStart[c + 1]));
      expect(members.every((v) => enc.cls[v] === c)).toBe(true);
      expect(members).toHaveLength(enc.classSize[c]);
    }
  });

  it('does not depend on the input order, and puts members left unmatched last run first', () => {
    const a = encode(input(people, { previouslyUnmatched: ['d', 'x'], seed: 5 }));
    const b = encode(input([...people].reverse(), { previouslyUnmatched: ['d'], seed: 5 }));
    for (const k of ['ids', 'order', 'cls', 'members', 'adj', 'adjStart', 'prio'] as const) expect(b[k]).toEqual(a[k]);
    expect(a.order[0]).toBe(a.index.get('d'));
    expect(Array.from(a.prio)).toEqual([0, 0, 0, 1]);
  });

  it('decodes a matching back to ids in id order', () => {
    const enc = encode(input(people));
    expect(decode(enc, Int32Array.from([3, -1, -1, 0]))).toEqual({ pairs: [['a', 'd']], unmatched: ['b', 'c'] });
  });
});

describe('buildExceptions', () => {
  const enc = encode(input(['a', 'b', 'c', 'd'].map((id) => cand(id, 'female', 'any'))));
  const ex = buildExceptions(
    input([], {
      blocks: [['a', 'b'], ['x', 'a'], ['c', 'c']],
      recentPairs: [['b', 'a'], ['c', 'd']],
      pastPairs: [['d', 'c'], ['a', 'c']],
    }),
    enc.index,
    enc.n,
  );

  it('ORs the kinds of a pair given several times, in either direction, and drops unknown ids and self pairs', () => {
    expect(ex.kindOf(0, 1)).toBe(K_BLOCK | K_RECENT);
    expect(ex.kindOf(1, 0)).toBe(K_BLOCK | K_RECENT);
    expect(ex.kindOf(2, 3)).toBe(K_RECENT | K_PAST);
    expect(ex.kindOf(0, 2)).toBe(K_PAST);
    expect(ex.kindOf(1, 3)).toBe(0);
    expect(ex.kindOf(2, 2)).toBe(0);
    expect(ex.anyRecent).toBe(true);
  });

  it('forbids the kinds made hard, and tells never-partnered pairs apart', () => {
    ex.setHard(K_BLOCK | K_RECENT);
    expect([ex.allowed(0, 1), ex.allowed(2, 3), ex.allowed(0, 2), ex.allowed(1, 3)]).toEqual([false, false, true, true]);
    ex.setHard(K_BLOCK);
    expect([ex.allowed(0, 1), ex.allowed(2, 3), ex.allowed(0, 2)]).toEqual([false, true, true]);
    expect([ex.softOk(2, 3), ex.softOk(0, 2), ex.softOk(1, 3)]).toEqual([false, false, true]);
  });
});

describe('classPlan', () => {
  const csr = (adjLists: number[][]) => {
    const adjStart = new Int32Array(adjLists.length + 1);
    adjLists.forEach((l, c) => (adjStart[c + 1] = adjStart[c] + l.length));
    return { adjStart, adj: Int32Array.from(adjLists.flat()) };
  };

  it('pairs two classes that only fit each other up to the smaller one', () => {
    const { adjStart, adj } = csr([[1], [0]]);
    expect(Array.from(classPlan(2, Int32Array.from([3, 5]), adjStart, adj))).toEqual([0, 3, 0, 0]);
  });

  it('pairs inside a self-compatible class, rounding down', () => {
    const { adjStart, adj } = csr([[0]]);
    expect(Array.from(classPlan(1, Int32Array.from([5]), adjStart, adj))).toEqual([2]);
  });

  it('is at most half a pair per class pair below the optimum on a triangle of odd classes', () => {
    const { adjStart, adj } = csr([[1, 2], [0, 2], [0, 1]]);
    const plan = classPlan(3, Int32Array.from([3, 3, 3]), adjStart, adj);
    const total = plan[1] + plan[2] + plan[5];
    expect(total).toBeGreaterThanOrEqual(4 - 1.5);
    expect(total).toBeLessThanOrEqual(4);
  });
});

describe('initialMatching', () => {
  const men = ['m1', 'm2', 'm3'].map((id) => cand(id, 'male', 'female'));
  const women = ['w1', 'w2', 'w3'].map((id) => cand(id, 'female', 'male'));

  it('pairs members around blocks and recent pairs while those are hard', () => {
    const inp = input([...men, ...women], { blocks: [['m1', 'w1']], recentPairs: [['m2', 'w2']], pastPairs: [['m3', 'w3']] });
    const enc = encode(inp);
    const ex = buildExceptions(inp, enc.index, enc.n);
    ex.setHard(K_BLOCK | K_RECENT);
    for (const initial of ['plan', 'greedy'] as const) {
      const mate = new Int32Array(enc.n).fill(-1);
      initialMatching(enc, ex, mate, initial);
      const pairs = pairsOf(enc.ids, mate);
      expect(pairs).not.toContain('m1|w1');
      expect(pairs).not.toContain('m2|w2');
      for (const p of pairs) expect(ex.allowed(enc.index.get(p.split('|')[0])!, enc.index.get(p.split('|')[1])!)).toBe(true);
    }
  });

  it("leaves the matching empty with 'none'", () => {
    const inp = input([...men, ...women]);
    const enc = encode(inp);
    const ex = buildExceptions(inp, enc.index, enc.n);
    ex.setHard(K_BLOCK | K_RECENT);
    const mate = new Int32Array(enc.n).fill(-1);
    initialMatching(enc, ex, mate, 'none');
    expect(Array.from(mate).every((m) => m === -1)).toBe(true);
  });
});

describe('augmenting searches', () => {
  /** Encoded instance with a fresh search state, recent pairs hard. */
  const setUp = (inp: MatchingInput) => {
    const enc = encode(inp);
    const ex = buildExceptions(inp, enc.index, enc.n);
    ex.setHard(K_BLOCK | K_RECENT);
    const mate = new Int32Array(enc.n).fill(-1);
    return { enc, ex, mate, state: new SearchState(enc, ex, mate) };
  };
  // a, b, c all fit each other; d, e, f each fit only one of them.
  const triangle = [
    cand('a', 'female', 'any', NY, 'any_timezone'),
    cand('b', 'female', 'any', LA, 'any_timezone'),
    cand('c', 'female', 'any', 'Europe/London', 'any_timezone'),
    cand('d', 'male', 'female', NY),
    cand('e', 'male', 'female', LA),
    cand('f', 'male', 'female', 'Europe/London'),
  ];

  it('turn a non-maximum matching into a maximum one through a blossom', () => {
    const { enc, mate, state } = setUp(input(triangle));
    // a-b matched: c, d, e, f free. The maximum pairs each of a, b, c with its pendant.
    const [a, b] = [enc.index.get('a')!, enc.index.get('b')!];
    mate[a] = b;
    mate[b] = a;
    runSearches(state);
    expect(pairsOf(enc.ids, mate)).toEqual(['a|d', 'b|e', 'c|f']);
  });

  it('record a failed search as a Hungarian tree: inner members and outer blossoms, deleted', () => {
    // Two men who only fit one woman: one of them stays free.
    const inp = input([cand('m1', 'male', 'female'), cand('m2', 'male', 'female'), cand('w', 'female', 'male')]);
    const { enc, mate, state } = setUp(inp);
    runSearches(state);
    expect(pairsOf(enc.ids, mate)).toHaveLength(1);
    const w = enc.index.get('w')!;
    const free = enc.ids.findIndex((_, i) => mate[i] === -1);
    expect(state.role[w]).toBe(ROLE_INNER);
    expect(state.role[free]).toBe(free);
    expect(state.deleted[free]).toBe(1);
    expect(state.role[mate[w]]).toBe(mate[w]);
  });

  it('find nothing from a member with no allowed partner, and leave it in place when asked to', () => {
    const inp = input([cand('a', 'female', 'any'), cand('b', 'female', 'any')], { blocks: [['a', 'b']] });
    const { mate, state } = setUp(inp);
    runSearches(state);
    expect(Array.from(mate)).toEqual([-1, -1]);
    expect(Array.from(state.role)).toEqual([0, 1]);
    state.deleted.fill(0);
    state.role.fill(ROLE_NONE);
    buildPools(state);
    expect(search(state, 0, true)).toBe(false);
    expect(state.deleted[0]).toBe(0);
    expect(state.role[0]).toBe(ROLE_NONE);
    expect(state.label[0]).toBe(0);
    expect(state.fCnt[state.cls[0]]).toBe(2);
  });
});

describe('recentCanHelp', () => {
  const check = (inp: MatchingInput) => {
    const enc = encode(inp);
    const ex = buildExceptions(inp, enc.index, enc.n);
    ex.setHard(K_BLOCK | K_RECENT);
    const mate = new Int32Array(enc.n).fill(-1);
    const state = new SearchState(enc, ex, mate);
    runSearches(state);
    return recentCanHelp(enc, ex, state.role);
  };

  it('says yes when only a recent pair can add a pair', () => {
    expect(check(input([cand('a', 'female', 'any'), cand('b', 'female', 'any')], { recentPairs: [['a', 'b']] }))).toBe(true);
  });

  it('says no when the matching is already maximum with recent pairs allowed', () => {
    // a-b is recent, c-d is not: a-c and b-d (or a-d, b-c) pair everyone without it.
    const four = ['a', 'b', 'c', 'd'].map((id) => cand(id, 'female', 'any'));
    expect(check(input(four, { recentPairs: [['a', 'b']] }))).toBe(false);
  });

  it('ignores recent pairs that are blocked or incompatible', () => {
    const two = [cand('a', 'female', 'any'), cand('b', 'female', 'any')];
    expect(check(input(two, { recentPairs: [['a', 'b']], blocks: [['b', 'a']] }))).toBe(false);
    const far = [cand('a', 'female', 'any', NY), cand('b', 'female', 'any', LA)];
    expect(check(input(far, { recentPairs: [['a', 'b']] }))).toBe(false);
  });
});
