/**
 * SupportMatch monthly matching: a maximum-cardinality matching of the compatibility graph, pure and
 * deterministic (no Nest, no database).
 *
 * Whether two members may be partners depends on four attributes (gender, gender preference,
 * timezone preference, timezone), so members fall into classes (at most 4 x 3 x 2 x 19 with the
 * spec's option lists) whose compatibility is a small class graph; blocks, recent partners and past
 * partners are sparse exceptions between individual members. The graph of all pairs is never built.
 *
 * 1. Class plan. A max flow on the bipartite double cover of the class graph (source -> a_L with
 *    capacity |a|, a_L -> b_R for every compatible pair, b_R -> sink with capacity |b|) gives an
 *    optimal fractional class-level matching; halving and rounding down gives a number of pairs for
 *    every class pair, at most half a pair per class pair below the optimum.
 * 2. Realisation. Each class pair's planned pairs are drawn from the members of the two classes in
 *    priority order (members left unmatched last run first, then a seeded shuffle), never over a
 *    blocked or recent pair, avoiding past partners when another member of the class will do. A
 *    greedy pass then pairs whatever free compatible members are left.
 * 3. Exactness. Edmonds' augmenting-path search with blossom contraction from every free member, over
 *    an implicit adjacency: a member's neighbours are enumerated class by class from per-class pools
 *    (free members; matched members not yet labelled in this search; labelled outer members, grouped
 *    by blossom), with the sparse exceptions checked per candidate edge. The tree grows lazily (one
 *    new matched neighbour per class per scan, then the vertex is queued again), which is still
 *    Edmonds' search: it only stops when every outer vertex has been scanned with nothing new left.
 *    A search that reaches a free member augments. A search that fails leaves a Hungarian tree T:
 *    outer vertices only have neighbours that are inner vertices of T (set A) or outer vertices of
 *    their own blossom. Any matching N then has at most |A| edges at A plus (|B|-1)/2 edges inside
 *    each outer blossom B among its edges touching T, which is exactly what M has inside T, so
 *        nu(G) = |M inside T| + nu(G - T)
 *    and T is removed for the rest of the pass. Once every free member has been searched, M is
 *    perfect on what is left, so M is maximum on G. Every member is labelled by at most one failed
 *    search, so failures cost O(members x compatible classes) in all; successful searches stop at
 *    the first free member (and after step 1 there are few of them).
 * 4. Recent partners. Steps 1-3 run with recent pairs forbidden, giving a maximum matching without
 *    them. The failed trees of that pass are a Tutte-Berge witness; if no recent pair joins two of
 *    its odd components the matching is already maximum with recent pairs allowed, and none is used.
 *    Otherwise step 3 runs again with recent pairs allowed, from that matching: augmenting paths
 *    never unmatch anyone, so recent pairs only come in to add pairs, and the final count is the
 *    maximum of the full graph (only blocks removed). A capped clean-up then tries to swap each
 *    recent pair in the matching for an alternating path without one.
 *
 * Preferences that are not hard rules (never-partnered pairs, members left unmatched in the last run)
 * steer the order of the greedy phases, the pick of free members in the searches and the order in
 * which searches start; the cardinality never depends on them.
 *
 * The steps, one module each, over plain typed arrays indexed by member and class:
 *   types.ts              the public input and output types (re-exported here)
 *   attributes.ts         the class-level compatibility rule (`compatible`, re-exported here)
 *   encoding.ts           input -> `Encoding`: ids -> indices, attribute classes, seeded priority
 *                         order, class compatibility graph (and `decode` back to ids)
 *   exceptions.ts         blocks, recent and past pairs -> `Exceptions` (per-member sorted lists;
 *                         which kinds are hard is set per phase)
 *   class-plan.ts         step 1: max flow over the class graph -> pairs per class pair
 *   realisation.ts        step 2: the plan -> concrete pairs, then a greedy fill
 *   search-state.ts       `SearchState`: matching, pools and the current search tree
 *   pools.ts              per-class pools of the implicit adjacency
 *   blossoms.ts           blossom union-find and contraction
 *   augmenting-search.ts  step 3: one search, and a pass of searches from every free member
 *   recent-pairs.ts       step 4: Tutte-Berge check, second pass with recent pairs, clean-up
 */

import { runSearches } from './augmenting-search';
import { decode, encode } from './encoding';
import { buildExceptions, K_BLOCK, K_RECENT } from './exceptions';
import { initialMatching } from './realisation';
import { admitRecentPairsIfNeeded } from './recent-pairs';
import { SearchState } from './search-state';
import { MatchingInput, MatchingResult, MatchingTuning } from './types';

export { compatible } from './attributes';
export type {
  Gender,
  GenderPreference,
  MatchCandidate,
  MatchingInput,
  MatchingResult,
  MatchingTuning,
  TimezonePreference,
} from './types';

/**
 * Takes the eligible members with their blocks and partnership history, gives a maximum matching of
 * the compatibility graph (blocks removed; recent partners only where the maximum needs them), the
 * same for the same input in any order and the same seed. `tuning` is for tests and the bench.
 */
export function computeMatching(input: MatchingInput, tuning: MatchingTuning = {}): MatchingResult {
  const enc = encode(input);
  const ex = buildExceptions(input, enc.index, enc.n);
  const mate = new Int32Array(enc.n).fill(-1);
  // Steps 1-3 with recent pairs forbidden.
  ex.setHard(K_BLOCK | K_RECENT);
  initialMatching(enc, ex, mate, tuning.initial ?? 'plan');
  const state = new SearchState(enc, ex, mate);
  runSearches(state);
  // Step 4: recent pairs only where they add pairs.
  admitRecentPairsIfNeeded(enc, state);
  return decode(enc, mate);
}
