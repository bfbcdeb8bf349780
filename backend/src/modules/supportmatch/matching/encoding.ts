import { Attrs, attrsCompatible, attrsOf } from './attributes';
import { MatchCandidate, MatchingInput, MatchingResult } from './types';

/**
 * The input as the later steps see it: members are indices 0..n-1 in id order, grouped into
 * attribute classes 0..C-1 (numbered in class-code order), with a seeded priority order and the
 * class compatibility graph. Everything here is independent of the order of the input.
 */
export interface Encoding {
  /** Distinct members (duplicate ids dropped). */
  n: number;
  /** Member index -> id, sorted by id. */
  ids: string[];
  /** Id -> member index. */
  index: Map<string, number>;
  /** 1 for members left unmatched in the last run. */
  prio: Uint8Array;
  /** Members in priority order: previously unmatched first, each part in a seeded shuffle. */
  order: Int32Array;
  /** Number of classes. */
  C: number;
  /** Member -> class. */
  cls: Int32Array;
  classSize: Int32Array;
  /** A representative's attributes per class. */
  rep: Attrs[];
  /** Class c's members are members[cStart[c] .. cStart[c + 1]), in priority order. */
  cStart: Int32Array;
  members: Int32Array;
  /** Compatible classes of c (c itself included if self-compatible), ascending: adj[adjStart[c] .. adjStart[c + 1]). */
  adjStart: Int32Array;
  adj: Int32Array;
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

/**
 * Takes the candidates, gives each one's class code: the attributes as small integer codes, each
 * attribute's distinct values ranked in sorted order, so class codes do not depend on the input order.
 */
export function classCodes(src: MatchCandidate[]): Float64Array {
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
  return classCode;
}

/**
 * Takes the candidates and their class codes, gives the distinct members in id order: `srcOf[i]` is
 * member i's position in the input (of duplicate ids the smallest class code is kept), plus ids and
 * the id -> index map.
 */
export function canonicalMembers(
  src: MatchCandidate[],
  classCode: Float64Array,
): { n: number; srcOf: Int32Array; ids: string[]; index: Map<string, number> } {
  const n0 = src.length;
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
  return { n, srcOf, ids, index };
}

/**
 * Takes the member count, the id map, the ids left unmatched last run and the seed, gives the
 * priority flags and the priority order: a seeded shuffle of the members with those left unmatched
 * last run in front.
 */
export function priorityOrder(
  n: number,
  index: Map<string, number>,
  previouslyUnmatched: string[],
  seed: number,
): { prio: Uint8Array; order: Int32Array } {
  const prio = new Uint8Array(n);
  for (const id of previouslyUnmatched) {
    const i = index.get(id);
    if (i !== undefined) prio[i] = 1;
  }
  const rand = prng(seed);
  const perm = new Int32Array(n);
  for (let i = 0; i < n; i++) perm[i] = i;
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    const t = perm[i];
    perm[i] = perm[j];
    perm[j] = t;
  }
  const order = new Int32Array(n);
  let k = 0;
  for (let i = 0; i < n; i++) if (prio[perm[i]]) order[k++] = perm[i];
  for (let i = 0; i < n; i++) if (!prio[perm[i]]) order[k++] = perm[i];
  return { prio, order };
}

/**
 * Takes the members (as input positions with class codes) and the priority order, gives the classes:
 * numbered in class-code order, each member's class, the sizes, a representative's attributes, and
 * each class's members in priority order.
 */
export function buildClasses(
  src: MatchCandidate[],
  srcOf: Int32Array,
  classCode: Float64Array,
  order: Int32Array,
): Pick<Encoding, 'C' | 'cls' | 'classSize' | 'rep' | 'cStart' | 'members'> {
  const n = srcOf.length;
  const codeToClass = new Map<number, number>();
  const codes = [...new Set(Array.from(srcOf, (i) => classCode[i]))].sort((x, y) => x - y);
  codes.forEach((code, c) => codeToClass.set(code, c));
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
  const fill = cStart.slice(0, C);
  for (let i = 0; i < n; i++) {
    const v = order[i];
    members[fill[cls[v]]++] = v;
  }
  return { C, cls, classSize, rep, cStart, members };
}

/** Takes the class representatives, gives the class compatibility graph in CSR form (ascending neighbours). */
export function classGraph(rep: Attrs[]): { adjStart: Int32Array; adj: Int32Array } {
  const C = rep.length;
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
  return { adjStart, adj };
}

/** Takes the matching input, gives its encoding (profiles -> attribute classes, ids -> indices). */
export function encode(input: MatchingInput): Encoding {
  const src = input.candidates;
  const classCode = classCodes(src);
  const { n, srcOf, ids, index } = canonicalMembers(src, classCode);
  const { prio, order } = priorityOrder(n, index, input.previouslyUnmatched, input.seed);
  const classes = buildClasses(src, srcOf, classCode, order);
  const { adjStart, adj } = classGraph(classes.rep);
  return { n, ids, index, prio, order, ...classes, adjStart, adj };
}

/** Takes the encoding and a matching (`mate[v]`, -1 if free), gives the result in id order. */
export function decode(enc: Encoding, mate: Int32Array): MatchingResult {
  const { n, ids } = enc;
  const pairs: Array<[string, string]> = [];
  const unmatched: string[] = [];
  for (let i = 0; i < n; i++) {
    if (mate[i] === -1) unmatched.push(ids[i]);
    else if (i < mate[i]) pairs.push([ids[i], ids[mate[i]]]);
  }
  return { pairs, unmatched };
}
