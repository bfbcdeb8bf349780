import { classPlan } from './class-plan';
import { Encoding } from './encoding';
import { Exceptions } from './exceptions';
import { MatchingTuning } from './types';

/**
 * Past this many classes (only possible with values outside the option lists) the C x C plan is
 * skipped; the result is the same, only slower.
 */
const MAX_PLAN_CLASSES = 2048;

/**
 * Shared state of the greedy phases: the matching being built and, per class, a cursor past its
 * leading members (in priority order) that are already matched.
 */
interface Realisation {
  enc: Encoding;
  ex: Exceptions;
  mate: Int32Array;
  head: Int32Array;
}

/**
 * Takes member u and a class b, gives a free member of b for u (-1 if none): not u, not
 * hard-excluded, in b's priority order; a never-partnered one if one is among the first few allowed.
 */
function takePartner(r: Realisation, u: number, b: number): number {
  const { members, cStart } = r.enc;
  const { mate, head, ex } = r;
  const end = cStart[b + 1];
  while (head[b] < end && mate[members[head[b]]] !== -1) head[b]++;
  let fallback = -1;
  let softSeen = 0;
  for (let i = head[b]; i < end; i++) {
    const v = members[i];
    if (mate[v] !== -1 || v === u) continue;
    if (!ex.allowed(u, v)) continue;
    if (ex.softOk(u, v)) return v;
    if (fallback < 0) fallback = v;
    if (++softSeen >= 8) break;
  }
  return fallback;
}

/**
 * Step 2a, realisation. Takes the class plan, gives (in `mate`) up to plan[a * C + b] concrete pairs
 * for every class pair (a <= b, in class order), members of a taken in priority order and matched to
 * `takePartner` of class b; a member with no allowed partner is skipped.
 */
export function realisePlan(r: Realisation, plan: Int32Array): void {
  const { C, adjStart, adj, cStart, members } = r.enc;
  const { mate, head } = r;
  for (let a = 0; a < C; a++) {
    for (let j = adjStart[a]; j < adjStart[a + 1]; j++) {
      const b = adj[j];
      if (b < a) continue;
      let k = plan[a * C + b];
      while (head[a] < cStart[a + 1] && mate[members[head[a]]] !== -1) head[a]++;
      for (let i = head[a]; k > 0 && i < cStart[a + 1]; i++) {
        const u = members[i];
        if (mate[u] !== -1) continue;
        const v = takePartner(r, u, b);
        if (v < 0) continue;
        mate[u] = v;
        mate[v] = u;
        k--;
      }
    }
  }
}

/**
 * Step 2b, greedy fill. Takes the matching so far, pairs every still-free member (in priority order)
 * with the first never-partnered free partner over its compatible classes, or else the first allowed
 * one.
 */
export function greedyFill(r: Realisation): void {
  const { n, order, cls, adjStart, adj } = r.enc;
  const { mate, ex } = r;
  for (let i = 0; i < n; i++) {
    const u = order[i];
    if (mate[u] !== -1) continue;
    let best = -1;
    for (let j = adjStart[cls[u]]; j < adjStart[cls[u] + 1]; j++) {
      const v = takePartner(r, u, adj[j]);
      if (v < 0) continue;
      if (ex.softOk(u, v)) {
        best = v;
        break;
      }
      if (best < 0) best = v;
    }
    if (best >= 0) {
      mate[u] = best;
      mate[best] = u;
    }
  }
}

/**
 * Steps 1 and 2. Takes the encoding, the exceptions (with the current phase's hard kinds) and an
 * empty matching, fills `mate` with the starting matching for the exact phase: class plan, its
 * realisation and a greedy fill ('plan'), the greedy fill alone ('greedy'), or nothing ('none').
 */
export function initialMatching(
  enc: Encoding,
  ex: Exceptions,
  mate: Int32Array,
  initial: NonNullable<MatchingTuning['initial']>,
): void {
  const { C, classSize, adjStart, adj, cStart } = enc;
  const plan = initial === 'plan' && C <= MAX_PLAN_CLASSES ? classPlan(C, classSize, adjStart, adj) : null;
  // The cursors are shared by both phases.
  const r: Realisation = { enc, ex, mate, head: cStart.slice(0, C) };
  if (plan) realisePlan(r, plan);
  if (initial !== 'none') greedyFill(r);
}
