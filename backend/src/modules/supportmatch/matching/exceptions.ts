import { MatchingInput } from './types';

/** Kinds of exception, as bits: a pair can be several at once. */
export const K_BLOCK = 1;
export const K_RECENT = 2;
export const K_PAST = 4;
/** Kinds that only steer preferences, never forbid, in the soft sense. */
export const SOFT = K_RECENT | K_PAST;

/**
 * Sparse exceptions to class compatibility between individual members (blocks, recent partners, past
 * partners): per member a list of (other member, kind bits) sorted by the other member, one entry per
 * other member, in CSR form. Which kinds are hard (forbid the pair) depends on the phase: set with
 * `setHard`; `allowed` and `softOk` answer per candidate edge.
 */
export class Exceptions {
  /** hasHard[u]: u has an exception that is hard in the current phase. */
  readonly hasHard: Uint8Array;
  hardMask = 0;

  constructor(
    readonly n: number,
    /** Member u's entries are [start[u], start[u + 1]). */
    readonly start: Int32Array,
    readonly nbr: Int32Array,
    readonly kind: Uint8Array,
    /** Whether any (known, distinct) recent pair was given. */
    readonly anyRecent: boolean,
  ) {
    this.hasHard = new Uint8Array(n);
  }

  /** Kind bits of the pair (u, v), 0 if none; a binary search in the shorter of the two lists. */
  kindOf(u: number, v: number): number {
    const start = this.start;
    if (start[u + 1] - start[u] > start[v + 1] - start[v]) {
      const t = u;
      u = v;
      v = t;
    }
    const nbr = this.nbr;
    let lo = start[u];
    let hi = start[u + 1];
    while (hi - lo > 8) {
      const mid = (lo + hi) >> 1;
      if (nbr[mid] < v) lo = mid + 1;
      else hi = mid + 1;
    }
    for (; lo < hi; lo++) if (nbr[lo] === v) return this.kind[lo];
    return 0;
  }

  /** Makes the kinds in `mask` hard (forbidden) from now on, and recomputes `hasHard`. */
  setHard(mask: number): void {
    this.hardMask = mask;
    const { start, kind, hasHard } = this;
    for (let u = 0; u < this.n; u++) {
      let h = 0;
      for (let p = start[u]; p < start[u + 1]; p++) if (kind[p] & mask) h = 1;
      hasHard[u] = h;
    }
  }

  /** May u and v (of compatible classes) be paired in the current phase? */
  allowed(u: number, v: number): boolean {
    return !this.hasHard[u] || !this.hasHard[v] || (this.kindOf(u, v) & this.hardMask) === 0;
  }

  /** Are u and v neither recent nor past partners (the preferred kind of pair)? */
  softOk(u: number, v: number): boolean {
    const start = this.start;
    return start[u + 1] === start[u] || start[v + 1] === start[v] || (this.kindOf(u, v) & SOFT) === 0;
  }
}

/**
 * Takes the input's blocks, recent and past pairs and the id -> index map, gives them as `Exceptions`
 * (pairs with an unknown id or the same id twice are dropped; kinds of repeated pairs are OR-ed). No
 * kind is hard yet.
 */
export function buildExceptions(input: MatchingInput, index: Map<string, number>, n: number): Exceptions {
  const maxEx = 2 * (input.blocks.length + input.recentPairs.length + input.pastPairs.length);
  const exU = new Int32Array(maxEx);
  const exV = new Int32Array(maxEx);
  const exK = new Uint8Array(maxEx);
  let exCount = 0;
  const addPairs = (pairs: Array<[string, string]>, kind: number) => {
    for (let k = 0; k < pairs.length; k++) {
      const i = index.get(pairs[k][0]);
      const j = index.get(pairs[k][1]);
      if (i === undefined || j === undefined || i === j) continue;
      exU[exCount] = i;
      exV[exCount] = j;
      exK[exCount++] = kind;
      exU[exCount] = j;
      exV[exCount] = i;
      exK[exCount++] = kind;
    }
  };
  addPairs(input.blocks, K_BLOCK);
  addPairs(input.recentPairs, K_RECENT);
  addPairs(input.pastPairs, K_PAST);
  // Each member's list sorted by the other member, one entry per other member (kinds OR-ed), so a
  // pair is looked up by binary search in the shorter of the two lists.
  const exStart = new Int32Array(n + 1);
  for (let e = 0; e < exCount; e++) exStart[exU[e] + 1]++;
  for (let i = 0; i < n; i++) exStart[i + 1] += exStart[i];
  const packed = new Int32Array(exCount);
  {
    const fill = exStart.slice(0, n);
    for (let e = 0; e < exCount; e++) packed[fill[exU[e]]++] = exV[e] * 8 + exK[e];
  }
  const exNbr = new Int32Array(exCount);
  const exKind = new Uint8Array(exCount);
  {
    let w = 0;
    let from = 0;
    for (let u = 0; u < n; u++) {
      const to = exStart[u + 1];
      if (to - from > 1) packed.subarray(from, to).sort();
      exStart[u] = w;
      for (let p = from; p < to; p++) {
        const v = packed[p] >> 3;
        if (w > exStart[u] && exNbr[w - 1] === v) exKind[w - 1] |= packed[p] & 7;
        else {
          exNbr[w] = v;
          exKind[w++] = packed[p] & 7;
        }
      }
      from = to;
    }
    exStart[n] = w;
  }
  let anyRecent = false;
  for (let e = 0; e < exCount; e++) if (exK[e] === K_RECENT) anyRecent = true;
  return new Exceptions(n, exStart, exNbr, exKind, anyRecent);
}
