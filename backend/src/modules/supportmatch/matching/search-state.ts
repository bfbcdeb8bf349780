import { Encoding } from './encoding';
import { Exceptions } from './exceptions';

/** Labels in a search tree. */
export const OUTER = 1;
export const INNER = 2;

/**
 * Where each member ended in the failed searches of the last pass (`SearchState.role`): ROLE_NONE
 * (never labelled, so matched inside the perfectly matched rest), ROLE_INNER, or (>= 0) the base of
 * its outer blossom.
 */
export const ROLE_NONE = -1;
export const ROLE_INNER = -2;

/**
 * Everything the augmenting-path searches (step 3) and the recent-pair handling (step 4) work on: the
 * encoding and exceptions they read, the matching they improve, the per-class pools of the implicit
 * adjacency, and the current search tree (labels, parents, blossoms, queue). Fields reset per search
 * are listed in `touched` / `touchedClasses` and restored by `finish`.
 */
export class SearchState {
  readonly n: number;
  readonly C: number;
  readonly cls: Int32Array;
  readonly cStart: Int32Array;
  readonly members: Int32Array;
  readonly adjStart: Int32Array;
  readonly adj: Int32Array;
  readonly prio: Uint8Array;
  readonly order: Int32Array;

  /** Members removed for the rest of the pass (in a Hungarian tree). */
  readonly deleted: Uint8Array;
  /** See ROLE_NONE / ROLE_INNER. */
  readonly role: Int32Array;

  // Pools per class, each a segment [cStart[c], cStart[c] + cnt[c]) of its array; swap-removal.
  // Free members (fArr/fCnt) and matched members not labelled in this search (mArr/mCnt).
  readonly fArr: Int32Array;
  readonly mArr: Int32Array;
  /** A pooled member's position in fArr or mArr. */
  readonly pos: Int32Array;
  readonly fCnt: Int32Array;
  readonly mCnt: Int32Array;

  // The current search.
  searchId = 0;
  readonly label: Uint8Array;
  readonly par: Int32Array;
  readonly touchStamp: Int32Array;
  /** Members labelled in this search. */
  readonly touched: Int32Array;
  touchedCount = 0;
  readonly classStamp: Int32Array;
  /** mCnt of each class whose matched pool this search shrank, as it was before. */
  readonly savedMCnt: Int32Array;
  readonly touchedClasses: Int32Array;
  touchedClassCount = 0;
  /** Circular queue of outer vertices to scan. */
  readonly queue: Int32Array;
  qHead = 0;
  qTail = 0;
  /** Outer members of each class, as linked lists (gNext/gTail at the head) each inside one blossom. */
  readonly groups: number[][];
  readonly gNext: Int32Array;
  readonly gTail: Int32Array;

  // Blossoms: union-find over tree vertices, the base of each set at its root.
  readonly uf: Int32Array;
  readonly ufSize: Int32Array;
  readonly baseOf: Int32Array;
  readonly mark: Int32Array;
  markStamp = 0;
  /** Vertices on the two paths of a blossom being formed. */
  readonly pathBuf: Int32Array;
  pathLen = 0;

  constructor(
    enc: Encoding,
    readonly ex: Exceptions,
    /** The matching: mate[v], -1 if free. */
    readonly mate: Int32Array,
  ) {
    const { n, C } = enc;
    this.n = n;
    this.C = C;
    this.cls = enc.cls;
    this.cStart = enc.cStart;
    this.members = enc.members;
    this.adjStart = enc.adjStart;
    this.adj = enc.adj;
    this.prio = enc.prio;
    this.order = enc.order;
    this.deleted = new Uint8Array(n);
    this.role = new Int32Array(n);
    this.fArr = new Int32Array(n);
    this.mArr = new Int32Array(n);
    this.pos = new Int32Array(n);
    this.fCnt = new Int32Array(C);
    this.mCnt = new Int32Array(C);
    this.label = new Uint8Array(n);
    this.par = new Int32Array(n).fill(-1);
    this.touchStamp = new Int32Array(n);
    this.touched = new Int32Array(n);
    this.classStamp = new Int32Array(C);
    this.savedMCnt = new Int32Array(C);
    this.touchedClasses = new Int32Array(C);
    this.queue = new Int32Array(n + 1);
    this.groups = Array.from({ length: C }, () => []);
    this.gNext = new Int32Array(n).fill(-1);
    this.gTail = new Int32Array(n);
    this.uf = new Int32Array(n);
    this.ufSize = new Int32Array(n).fill(1);
    this.baseOf = new Int32Array(n);
    for (let i = 0; i < n; i++) this.uf[i] = this.baseOf[i] = i;
    this.mark = new Int32Array(n);
    this.pathBuf = new Int32Array(2 * n + 2);
  }
}

/** Records that this search shrank class c's matched pool (so `finish` can restore it). */
export function touchClass(s: SearchState, c: number): void {
  if (s.classStamp[c] === s.searchId) return;
  s.classStamp[c] = s.searchId;
  s.savedMCnt[c] = s.mCnt[c];
  s.touchedClasses[s.touchedClassCount++] = c;
}

/** Records that this search labelled v (so `finish` can reset it). */
export function touch(s: SearchState, v: number): void {
  if (s.touchStamp[v] === s.searchId) return;
  s.touchStamp[v] = s.searchId;
  s.touched[s.touchedCount++] = v;
}

/** Queues outer vertex v for scanning. */
export function push(s: SearchState, v: number): void {
  s.queue[s.qTail] = v;
  s.qTail = s.qTail === s.n ? 0 : s.qTail + 1;
}

/** Adds the newly outer vertex v to its class's outer groups, as a group of its own. */
export function addOuter(s: SearchState, v: number): void {
  const c = s.cls[v];
  touchClass(s, c);
  s.gNext[v] = -1;
  s.gTail[v] = v;
  s.groups[c].push(v);
}
