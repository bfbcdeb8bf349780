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
 */

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

interface Attrs {
  gender: string | null;
  /** null means any. */
  pref: string | null;
  sameTz: boolean;
  tz: string | null;
}

function attrsOf(c: MatchCandidate): Attrs {
  return {
    gender: c.gender ? c.gender : null,
    pref: c.genderPreference && c.genderPreference !== 'any' ? c.genderPreference : null,
    // A missing preference is the spec default, same_timezone.
    sameTz: c.timezonePreference !== 'any_timezone',
    tz: c.timezone ? c.timezone : null,
  };
}

/** Does `p` accept `other`'s gender? A null or prefer-not-to-say gender only satisfies `any`. */
function accepts(p: Attrs, other: Attrs): boolean {
  if (p.pref === null) return true;
  return (other.gender === 'male' || other.gender === 'female') && other.gender === p.pref;
}

function attrsCompatible(a: Attrs, b: Attrs): boolean {
  if (!accepts(a, b) || !accepts(b, a)) return false;
  if (a.sameTz || b.sameTz) return a.tz !== null && a.tz === b.tz;
  return true;
}

/**
 * The class-level rule (blocks and past partners are not considered): each side's gender preference
 * is `any` (or unset) or the other's gender; if either side wants `same_timezone` (unset counts as
 * `same_timezone`), both timezones are set and equal. Nobody is compatible with themselves.
 */
export function compatible(a: MatchCandidate, b: MatchCandidate): boolean {
  return a.id !== b.id && attrsCompatible(attrsOf(a), attrsOf(b));
}

/** mulberry32: small, fast, good enough for shuffling. */
function prng(seed: number): () => number {
  let s = (Math.floor(Number.isFinite(seed) ? seed : 0) >>> 0) ^ 0x9e3779b9;
  return () => {
    s = (s + 0x6d2b79f5) | 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const cmpStr = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

const K_BLOCK = 1;
const K_RECENT = 2;
const K_PAST = 4;
const SOFT = K_RECENT | K_PAST;
const OUTER = 1;
const INNER = 2;

/**
 * How the matching before the exact phase is built; only tests and the bench change it, to exercise
 * the augmenting-path phase on its own: 'plan' (default) = class plan + greedy fill, 'greedy' = the
 * greedy fill alone, 'none' = start from the empty matching.
 */
export interface MatchingTuning {
  initial?: 'plan' | 'greedy' | 'none';
}

export function computeMatching(input: MatchingInput, tuning: MatchingTuning = {}): MatchingResult {
  const initial = tuning.initial ?? 'plan';
  // ---- Attributes as small integer codes: each attribute's distinct values are ranked in sorted
  // order, so class codes (and class numbers) do not depend on the input order.
  const src = input.candidates;
  const n0 = src.length;
  const gRaw = new Int32Array(n0);
  const pRaw = new Int32Array(n0);
  const zRaw = new Int32Array(n0);
  const sameTz = new Uint8Array(n0);
  const gVals = new Map<string, number>();
  const pVals = new Map<string, number>();
  const zVals = new Map<string, number>();
  const codeOf = (vals: Map<string, number>, v: string): number => {
    let c = vals.get(v);
    if (c === undefined) vals.set(v, (c = vals.size));
    return c;
  };
  for (let i = 0; i < n0; i++) {
    const c = src[i];
    gRaw[i] = codeOf(gVals, c.gender || '');
    pRaw[i] = codeOf(pVals, c.genderPreference && c.genderPreference !== 'any' ? c.genderPreference : '');
    zRaw[i] = codeOf(zVals, c.timezone || '');
    sameTz[i] = c.timezonePreference === 'any_timezone' ? 0 : 1;
  }
  const ranks = (vals: Map<string, number>): Int32Array => {
    const sortedVals = [...vals.keys()].sort(cmpStr);
    const r = new Int32Array(vals.size);
    sortedVals.forEach((v, i) => (r[vals.get(v)!] = i));
    return r;
  };
  const gRank = ranks(gVals);
  const pRank = ranks(pVals);
  const zRank = ranks(zVals);
  const P = pVals.size;
  const Z = zVals.size;
  const classCode = new Float64Array(n0);
  for (let i = 0; i < n0; i++) {
    classCode[i] = ((gRank[gRaw[i]] * P + pRank[pRaw[i]]) * 2 + sameTz[i]) * Z + zRank[zRaw[i]];
  }

  // ---- Canonical order: by id (of duplicate ids the smallest class code is kept), then a seeded
  // shuffle with members left unmatched last run in front.
  const byId = new Int32Array(n0);
  for (let i = 0; i < n0; i++) byId[i] = i;
  byId.sort((x, y) => cmpStr(src[x].id, src[y].id) || classCode[x] - classCode[y]);
  let n = 0;
  for (let k = 0; k < n0; k++) if (k === 0 || src[byId[k]].id !== src[byId[k - 1]].id) byId[n++] = byId[k];
  const srcOf = byId.subarray(0, n);
  const ids: string[] = new Array(n);
  const index = new Map<string, number>();
  for (let i = 0; i < n; i++) {
    ids[i] = src[srcOf[i]].id;
    index.set(ids[i], i);
  }

  const prio = new Uint8Array(n);
  for (const id of input.previouslyUnmatched) {
    const i = index.get(id);
    if (i !== undefined) prio[i] = 1;
  }
  const rand = prng(input.seed);
  const perm = new Int32Array(n);
  for (let i = 0; i < n; i++) perm[i] = i;
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    const t = perm[i];
    perm[i] = perm[j];
    perm[j] = t;
  }
  const order = new Int32Array(n);
  {
    let k = 0;
    for (let i = 0; i < n; i++) if (prio[perm[i]]) order[k++] = perm[i];
    for (let i = 0; i < n; i++) if (!prio[perm[i]]) order[k++] = perm[i];
  }

  // ---- Classes (numbered in class-code order), their members in priority order, and the class
  // compatibility graph.
  const codeToClass = new Map<number, number>();
  {
    const codes = [...new Set(Array.from(srcOf, (i) => classCode[i]))].sort((x, y) => x - y);
    codes.forEach((code, c) => codeToClass.set(code, c));
  }
  const C = codeToClass.size;
  const cls = new Int32Array(n);
  const classSize = new Int32Array(C);
  const rep: Attrs[] = new Array(C);
  for (let i = 0; i < n; i++) {
    const c = codeToClass.get(classCode[srcOf[i]])!;
    cls[i] = c;
    if (classSize[c]++ === 0) rep[c] = attrsOf(src[srcOf[i]]);
  }
  const cStart = new Int32Array(C + 1);
  for (let c = 0; c < C; c++) cStart[c + 1] = cStart[c] + classSize[c];
  const members = new Int32Array(n);
  {
    const fill = cStart.slice(0, C);
    for (let i = 0; i < n; i++) {
      const v = order[i];
      members[fill[cls[v]]++] = v;
    }
  }
  const adjList: number[][] = Array.from({ length: C }, () => []);
  for (let a = 0; a < C; a++) {
    for (let b = a; b < C; b++) {
      if (!attrsCompatible(rep[a], rep[b])) continue;
      adjList[a].push(b);
      if (b !== a) adjList[b].push(a);
    }
  }
  const adjStart = new Int32Array(C + 1);
  for (let c = 0; c < C; c++) adjStart[c + 1] = adjStart[c] + adjList[c].length;
  const adj = new Int32Array(adjStart[C]);
  for (let c = 0; c < C; c++) adj.set(adjList[c].sort((x, y) => x - y), adjStart[c]);

  // ---- Sparse exceptions (blocks, recent, past) as a per-member list of (other, kind bits).
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
  const kindOf = (u: number, v: number): number => {
    if (exStart[u + 1] - exStart[u] > exStart[v + 1] - exStart[v]) {
      const t = u;
      u = v;
      v = t;
    }
    let lo = exStart[u];
    let hi = exStart[u + 1];
    while (hi - lo > 8) {
      const mid = (lo + hi) >> 1;
      if (exNbr[mid] < v) lo = mid + 1;
      else hi = mid + 1;
    }
    for (; lo < hi; lo++) if (exNbr[lo] === v) return exKind[lo];
    return 0;
  };
  // hasHard[u]: u has an exception that is hard in the current phase.
  const hasHard = new Uint8Array(n);
  let hardMask = 0;
  const setPhase = (mask: number) => {
    hardMask = mask;
    for (let u = 0; u < n; u++) {
      let h = 0;
      for (let p = exStart[u]; p < exStart[u + 1]; p++) if (exKind[p] & mask) h = 1;
      hasHard[u] = h;
    }
  };
  const allowed = (u: number, v: number): boolean => !hasHard[u] || !hasHard[v] || (kindOf(u, v) & hardMask) === 0;
  const softOk = (u: number, v: number): boolean =>
    exStart[u + 1] === exStart[u] || exStart[v + 1] === exStart[v] || (kindOf(u, v) & SOFT) === 0;

  const mate = new Int32Array(n).fill(-1);
  setPhase(K_BLOCK | K_RECENT);

  // ---- 1 + 2: class plan, realised member by member, then a greedy fill.
  // (Past a few thousand classes, only possible with values outside the option lists, the C x C plan
  // is skipped; the result is the same, only slower.)
  const plan = initial === 'plan' && C <= 2048 ? classPlan(C, classSize, adjStart, adj) : null;
  const head = cStart.slice(0, C);
  /** A free member of class b for u: not u, not hard-excluded; a never-partnered one if one is near. */
  const takePartner = (u: number, b: number): number => {
    const end = cStart[b + 1];
    while (head[b] < end && mate[members[head[b]]] !== -1) head[b]++;
    let fallback = -1;
    let softSeen = 0;
    for (let i = head[b]; i < end; i++) {
      const v = members[i];
      if (mate[v] !== -1 || v === u) continue;
      if (!allowed(u, v)) continue;
      if (softOk(u, v)) return v;
      if (fallback < 0) fallback = v;
      if (++softSeen >= 8) break;
    }
    return fallback;
  };
  for (let a = 0; a < C && plan; a++) {
    for (let j = adjStart[a]; j < adjStart[a + 1]; j++) {
      const b = adj[j];
      if (b < a) continue;
      let k = plan[a * C + b];
      while (head[a] < cStart[a + 1] && mate[members[head[a]]] !== -1) head[a]++;
      for (let i = head[a]; k > 0 && i < cStart[a + 1]; i++) {
        const u = members[i];
        if (mate[u] !== -1) continue;
        const v = takePartner(u, b);
        if (v < 0) continue;
        mate[u] = v;
        mate[v] = u;
        k--;
      }
    }
  }
  for (let i = 0; i < n && initial !== 'none'; i++) {
    const u = order[i];
    if (mate[u] !== -1) continue;
    let best = -1;
    for (let j = adjStart[cls[u]]; j < adjStart[cls[u] + 1]; j++) {
      const v = takePartner(u, adj[j]);
      if (v < 0) continue;
      if (softOk(u, v)) {
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

  // ---- 3: augmenting-path searches over the implicit graph.
  const deleted = new Uint8Array(n);
  const label = new Uint8Array(n);
  const par = new Int32Array(n).fill(-1);
  const uf = new Int32Array(n);
  const ufSize = new Int32Array(n).fill(1);
  const baseOf = new Int32Array(n);
  for (let i = 0; i < n; i++) uf[i] = baseOf[i] = i;
  const mark = new Int32Array(n);
  let markStamp = 0;
  const touchStamp = new Int32Array(n);
  const touched = new Int32Array(n);
  let touchedCount = 0;
  let searchId = 0;
  const classStamp = new Int32Array(C);
  const savedMCnt = new Int32Array(C);
  const touchedClasses = new Int32Array(C);
  let touchedClassCount = 0;
  // Outer members of each class, as linked lists (gNext/gTail at the head) each inside one blossom.
  const groups: number[][] = Array.from({ length: C }, () => []);
  const gNext = new Int32Array(n).fill(-1);
  const gTail = new Int32Array(n);
  // Pools per class, each a segment [cStart[c], cStart[c] + cnt[c]) of its array; swap-removal.
  const fArr = new Int32Array(n);
  const mArr = new Int32Array(n);
  const pos = new Int32Array(n);
  const fCnt = new Int32Array(C);
  const mCnt = new Int32Array(C);
  const queue = new Int32Array(n + 1);
  let qHead = 0;
  let qTail = 0;

  const buildPools = () => {
    fCnt.fill(0);
    mCnt.fill(0);
    for (let c = 0; c < C; c++) {
      // Reverse priority order: pools are taken from the end.
      for (let i = cStart[c + 1] - 1; i >= cStart[c]; i--) {
        const v = members[i];
        if (deleted[v]) continue;
        if (mate[v] === -1) {
          pos[v] = cStart[c] + fCnt[c];
          fArr[pos[v]] = v;
          fCnt[c]++;
        } else {
          pos[v] = cStart[c] + mCnt[c];
          mArr[pos[v]] = v;
          mCnt[c]++;
        }
      }
    }
  };
  const touchClass = (c: number) => {
    if (classStamp[c] === searchId) return;
    classStamp[c] = searchId;
    savedMCnt[c] = mCnt[c];
    touchedClasses[touchedClassCount++] = c;
  };
  const touch = (v: number) => {
    if (touchStamp[v] === searchId) return;
    touchStamp[v] = searchId;
    touched[touchedCount++] = v;
  };
  const removeF = (v: number) => {
    const c = cls[v];
    const last = cStart[c] + --fCnt[c];
    const w = fArr[last];
    fArr[pos[v]] = w;
    pos[w] = pos[v];
    fArr[last] = v;
    pos[v] = last;
  };
  const removeM = (v: number) => {
    const c = cls[v];
    touchClass(c);
    const last = cStart[c] + --mCnt[c];
    const w = mArr[last];
    mArr[pos[v]] = w;
    pos[w] = pos[v];
    mArr[last] = v;
    pos[v] = last;
  };
  const addM = (v: number) => {
    const c = cls[v];
    const p = cStart[c] + mCnt[c]++;
    mArr[p] = v;
    pos[v] = p;
  };
  const addF = (v: number) => {
    const c = cls[v];
    const p = cStart[c] + fCnt[c]++;
    fArr[p] = v;
    pos[v] = p;
  };
  /** Outside a search: move a matched member to the free pool of its class. */
  const freeMember = (v: number) => {
    const c = cls[v];
    const last = cStart[c] + --mCnt[c];
    const w = mArr[last];
    mArr[pos[v]] = w;
    pos[w] = pos[v];
    mate[v] = -1;
    addF(v);
  };
  const push = (v: number) => {
    queue[qTail] = v;
    qTail = qTail === n ? 0 : qTail + 1;
  };
  const addOuter = (v: number) => {
    const c = cls[v];
    touchClass(c);
    gNext[v] = -1;
    gTail[v] = v;
    groups[c].push(v);
  };
  const find = (x: number): number => {
    let r = x;
    while (uf[r] !== r) r = uf[r];
    while (uf[x] !== r) {
      const nx = uf[x];
      uf[x] = r;
      x = nx;
    }
    return r;
  };
  const base = (x: number): number => baseOf[find(x)];
  /** Merge x's blossom into the one based at b (b keeps being the base). */
  const unite = (x: number, b: number) => {
    let rx = find(x);
    let rb = find(b);
    if (rx === rb) return;
    if (ufSize[rx] > ufSize[rb]) {
      const t = rx;
      rx = rb;
      rb = t;
    }
    uf[rx] = rb;
    ufSize[rb] += ufSize[rx];
    baseOf[rb] = b;
  };
  /** Nearest common base of two outer vertices of the tree; both walks advance in turn. */
  const lca = (a: number, b: number): number => {
    markStamp++;
    a = base(a);
    b = base(b);
    for (;;) {
      if (a !== -1) {
        if (mark[a] === markStamp) return a;
        mark[a] = markStamp;
        a = mate[a] === -1 ? -1 : base(par[mate[a]]);
      }
      if (b !== -1) {
        if (mark[b] === markStamp) return b;
        mark[b] = markStamp;
        b = mate[b] === -1 ? -1 : base(par[mate[b]]);
      }
    }
  };
  // Vertices on the two paths of a blossom being formed; merged only once both walks are done, since
  // a walk can pass through several vertices of one old blossom before reaching its base.
  const pathBuf = new Int32Array(2 * n + 2);
  let pathLen = 0;
  const markPath = (v: number, b: number, child: number) => {
    while (base(v) !== b) {
      const mv = mate[v];
      pathBuf[pathLen++] = v;
      pathBuf[pathLen++] = mv;
      par[v] = child;
      child = mv;
      v = par[mv];
    }
  };
  const contract = (u: number, w: number) => {
    const l = lca(u, w);
    pathLen = 0;
    markPath(u, l, w);
    markPath(w, l, u);
    for (let i = 0; i < pathLen; i++) {
      const x = pathBuf[i];
      unite(x, l);
      if (label[x] === INNER) {
        label[x] = OUTER;
        addOuter(x);
        push(x);
      }
    }
  };
  const pickFree = (u: number, b: number): number => {
    const s = cStart[b];
    const e = s + fCnt[b];
    if (!hasHard[u]) return fArr[e - 1];
    for (let i = e - 1; i >= s; i--) if (allowed(u, fArr[i])) return fArr[i];
    return -1;
  };
  const popMatched = (u: number, b: number): number => {
    const s = cStart[b];
    const e = s + mCnt[b];
    for (let i = e - 1; i >= s; i--) {
      const v = mArr[i];
      if (!allowed(u, v)) continue;
      removeM(v);
      return v;
    }
    return -1;
  };
  // Where each member ended in the failed searches of the last pass: ROLE_NONE (never labelled, so
  // matched inside the perfectly matched rest), ROLE_INNER, or the base of its outer blossom.
  const ROLE_NONE = -1;
  const ROLE_INNER = -2;
  const role = new Int32Array(n);

  /**
   * End of a search. 'augmented': root and end are matched now. 'failed': the tree is a Hungarian
   * tree, removed for the rest of the pass (and its roles recorded). 'kept': a failed search that
   * must leave the graph as it was (the clean-up of recent pairs).
   */
  const finish = (outcome: 'augmented' | 'failed' | 'kept', root: number, end: number) => {
    if (outcome !== 'failed') {
      for (let i = 0; i < touchedClassCount; i++) mCnt[touchedClasses[i]] = savedMCnt[touchedClasses[i]];
    }
    if (outcome === 'augmented') {
      addM(root);
      addM(end);
    } else if (outcome === 'kept') {
      addF(root);
    } else {
      for (let i = 0; i < touchedCount; i++) {
        const v = touched[i];
        role[v] = label[v] === INNER ? ROLE_INNER : base(v);
        deleted[v] = 1;
      }
    }
    for (let i = 0; i < touchedCount; i++) {
      const v = touched[i];
      label[v] = 0;
      par[v] = -1;
      uf[v] = v;
      ufSize[v] = 1;
      baseOf[v] = v;
      gNext[v] = -1;
    }
    for (let i = 0; i < touchedClassCount; i++) groups[touchedClasses[i]].length = 0;
  };

  const search = (root: number, keep = false): boolean => {
    searchId++;
    touchedCount = 0;
    touchedClassCount = 0;
    qHead = qTail = 0;
    label[root] = OUTER;
    touch(root);
    removeF(root);
    addOuter(root);
    push(root);
    while (qHead !== qTail) {
      const u = queue[qHead];
      qHead = qHead === n ? 0 : qHead + 1;
      const s = adjStart[cls[u]];
      const e = adjStart[cls[u] + 1];
      // A free neighbour ends the search: prefer one left unmatched last run, never partnered with u.
      let bestT = -1;
      let bestScore = -1;
      for (let j = s; j < e; j++) {
        const b = adj[j];
        if (fCnt[b] === 0) continue;
        const t = pickFree(u, b);
        if (t < 0) continue;
        const score = (prio[t] ? 2 : 0) + (softOk(u, t) ? 1 : 0);
        if (score > bestScore) {
          bestScore = score;
          bestT = t;
          if (score === 3) break;
        }
      }
      if (bestT >= 0) {
        removeF(bestT);
        touch(bestT);
        par[bestT] = u;
        for (let v = bestT; v !== -1; ) {
          const pv = par[v];
          const ppv = mate[pv];
          mate[v] = pv;
          mate[pv] = v;
          v = ppv;
        }
        finish('augmented', root, bestT);
        return true;
      }
      // Outer neighbours in another blossom: contract. Afterwards the groups of the class that are
      // not excluded from u all lie in u's blossom and collapse into one group.
      let ru = find(u);
      for (let j = s; j < e; j++) {
        const arr = groups[adj[j]];
        const len = arr.length;
        if (len === 0 || (len === 1 && find(arr[0]) === ru)) continue;
        let merged = -1;
        let kept = 0;
        for (let i = 0; i < arr.length; i++) {
          const g = arr[i];
          if (find(g) !== ru) {
            let w = g;
            while (w !== -1 && !allowed(u, w)) w = gNext[w];
            if (w === -1) {
              arr[kept++] = g;
              continue;
            }
            contract(u, w);
            ru = find(u);
          }
          if (merged === -1) merged = g;
          else {
            gNext[gTail[merged]] = g;
            gTail[merged] = gTail[g];
          }
        }
        if (merged !== -1) arr[kept++] = merged;
        if (arr.length !== kept) arr.length = kept;
      }
      // Grow the tree lazily: one unlabelled matched neighbour per class, then u goes back in line.
      let grew = false;
      for (let j = s; j < e; j++) {
        const b = adj[j];
        if (mCnt[b] === 0) continue;
        const v = popMatched(u, b);
        if (v < 0) continue;
        label[v] = INNER;
        par[v] = u;
        touch(v);
        const m = mate[v];
        removeM(m);
        label[m] = OUTER;
        touch(m);
        addOuter(m);
        push(m);
        grew = true;
      }
      if (grew) push(u);
    }
    finish(keep ? 'kept' : 'failed', root, -1);
    return false;
  };

  /**
   * After the pass without recent pairs, can recent pairs add any pair? The failed trees form a
   * Tutte-Berge witness: with A = the inner members, every outer blossom is an odd component of
   * G - A and the rest is a union of even components, so nu = (|V| - (#blossoms - |A|)) / 2. Adding
   * the recent edges outside A merges components; unless two odd ones merge (tracked with the whole
   * rest lumped into one even node, which can only over-report merges) the witness still holds and
   * the matching is already maximum with recent pairs allowed.
   */
  const recentCanHelp = (): boolean => {
    const ufc = new Int32Array(n + 1);
    const odd = new Uint8Array(n + 1);
    for (let i = 0; i <= n; i++) ufc[i] = i;
    for (let v = 0; v < n; v++) if (role[v] >= 0) odd[role[v]] ^= 1;
    const findc = (x: number): number => {
      while (ufc[x] !== x) x = ufc[x] = ufc[ufc[x]];
      return x;
    };
    for (let u = 0; u < n; u++) {
      if (role[u] === ROLE_INNER) continue;
      for (let p = exStart[u]; p < exStart[u + 1]; p++) {
        const v = exNbr[p];
        if (!(exKind[p] & K_RECENT) || v < u || role[v] === ROLE_INNER) continue;
        if (!attrsCompatible(rep[cls[u]], rep[cls[v]]) || kindOf(u, v) & K_BLOCK) continue;
        const a = findc(role[u] >= 0 ? role[u] : n);
        const b = findc(role[v] >= 0 ? role[v] : n);
        if (a === b) continue;
        if (odd[a] && odd[b]) return true;
        ufc[a] = b;
        odd[b] ^= odd[a];
      }
    }
    return false;
  };

  /**
   * Local improvement after the pass that allowed recent pairs: for each recent pair (u, v) in the
   * matching, unmatch it and look for an augmenting path from u, then from v, that uses no new recent
   * pair; if one exists the count is unchanged and one recent pair is gone, otherwise (u, v) is put
   * back. Searches here delete nothing, so the work is capped (deterministically).
   */
  const cleanUpRecent = () => {
    setPhase(K_BLOCK | K_RECENT);
    deleted.fill(0);
    buildPools();
    let budget = 4 * n + 10_000;
    for (let u = 0; u < n && budget > 0; u++) {
      const v = mate[u];
      if (v < u || !(kindOf(u, v) & K_RECENT)) continue;
      freeMember(u);
      freeMember(v);
      let ok = search(u, true);
      budget -= touchedCount;
      if (!ok) {
        ok = search(v, true);
        budget -= touchedCount;
      }
      if (!ok) {
        removeF(u);
        removeF(v);
        mate[u] = v;
        mate[v] = u;
        addM(u);
        addM(v);
      }
    }
  };

  const runSearches = () => {
    role.fill(ROLE_NONE);
    deleted.fill(0);
    buildPools();
    for (let i = 0; i < n; i++) {
      const r = order[i];
      if (mate[r] === -1 && !deleted[r]) search(r);
    }
  };
  runSearches();
  if (anyRecent && recentCanHelp()) {
    setPhase(K_BLOCK);
    runSearches();
    cleanUpRecent();
  }

  // ---- Result, in id order.
  const pairs: Array<[string, string]> = [];
  const unmatched: string[] = [];
  for (let i = 0; i < n; i++) {
    if (mate[i] === -1) unmatched.push(ids[i]);
    else if (i < mate[i]) pairs.push([ids[i], ids[mate[i]]]);
  }
  return { pairs, unmatched };
}

/**
 * Class-level plan: an optimal fractional b-matching of the class graph (capacity = class size) from
 * a max flow on its bipartite double cover, rounded down. plan[a * C + b] (a <= b) is the number of
 * pairs between classes a and b.
 */
function classPlan(C: number, size: Int32Array, adjStart: Int32Array, adj: Int32Array): Int32Array {
  const N = 2 * C + 2;
  const S = 2 * C;
  const T = 2 * C + 1;
  const M = 2 * (2 * C + adj.length);
  const headE = new Int32Array(N).fill(-1);
  const next = new Int32Array(M);
  const to = new Int32Array(M);
  const cap = new Float64Array(M);
  const orig = new Float64Array(M);
  let m = 0;
  const addEdge = (u: number, v: number, c: number) => {
    to[m] = v;
    cap[m] = c;
    orig[m] = c;
    next[m] = headE[u];
    headE[u] = m++;
    to[m] = u;
    cap[m] = 0;
    orig[m] = 0;
    next[m] = headE[v];
    headE[v] = m++;
  };
  for (let c = 0; c < C; c++) {
    addEdge(S, c, size[c]);
    addEdge(C + c, T, size[c]);
  }
  const arcOf = new Int32Array(adj.length);
  for (let a = 0; a < C; a++) {
    for (let j = adjStart[a]; j < adjStart[a + 1]; j++) {
      arcOf[j] = m;
      addEdge(a, C + adj[j], size[a]);
    }
  }
  // Dinic.
  const level = new Int32Array(N);
  const it = new Int32Array(N);
  const q = new Int32Array(N);
  const bfs = (): boolean => {
    level.fill(-1);
    level[S] = 0;
    let h = 0;
    let t = 0;
    q[t++] = S;
    while (h < t) {
      const u = q[h++];
      for (let e = headE[u]; e !== -1; e = next[e]) {
        if (cap[e] > 0 && level[to[e]] < 0) {
          level[to[e]] = level[u] + 1;
          q[t++] = to[e];
        }
      }
    }
    return level[T] >= 0;
  };
  const dfs = (u: number, f: number): number => {
    if (u === T) return f;
    for (; it[u] !== -1; it[u] = next[it[u]]) {
      const e = it[u];
      const v = to[e];
      if (cap[e] > 0 && level[v] === level[u] + 1) {
        const d = dfs(v, Math.min(f, cap[e]));
        if (d > 0) {
          cap[e] -= d;
          cap[e ^ 1] += d;
          return d;
        }
      }
    }
    return 0;
  };
  while (bfs()) {
    it.set(headE);
    for (let f = dfs(S, Infinity); f > 0; f = dfs(S, Infinity));
  }
  const plan = new Int32Array(C * C);
  const flow2 = new Float64Array(C * C);
  for (let a = 0; a < C; a++) {
    for (let j = adjStart[a]; j < adjStart[a + 1]; j++) {
      const b = adj[j];
      const f = orig[arcOf[j]] - cap[arcOf[j]];
      flow2[Math.min(a, b) * C + Math.max(a, b)] += f;
    }
  }
  for (let a = 0; a < C; a++) {
    for (let b = a; b < C; b++) {
      const f = flow2[a * C + b];
      // a != b: x_ab = (f(a->b') + f(b->a')) / 2. a == b: x_aa = f(a->a') / 2 pairs inside the class.
      plan[a * C + b] = Math.floor(f / 2);
    }
  }
  return plan;
}
