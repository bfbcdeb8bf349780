import { addOuter, INNER, OUTER, push, SearchState } from './search-state';

/**
 * Blossoms of the current search tree: a union-find over tree vertices (each set is one contracted
 * blossom, its base kept at the root), and the contraction of an odd cycle closed by an edge between
 * two outer vertices.
 */

/** Takes a vertex, gives the root of its blossom's set (with path compression). */
export function find(s: SearchState, x: number): number {
  const uf = s.uf;
  let r = x;
  while (uf[r] !== r) r = uf[r];
  while (uf[x] !== r) {
    const nx = uf[x];
    uf[x] = r;
    x = nx;
  }
  return r;
}

/** Takes a vertex, gives the base of its blossom. */
export function base(s: SearchState, x: number): number {
  return s.baseOf[find(s, x)];
}

/** Merges x's blossom into the one based at b (b keeps being the base). */
function unite(s: SearchState, x: number, b: number): void {
  const { uf, ufSize } = s;
  let rx = find(s, x);
  let rb = find(s, b);
  if (rx === rb) return;
  if (ufSize[rx] > ufSize[rb]) {
    const t = rx;
    rx = rb;
    rb = t;
  }
  uf[rx] = rb;
  ufSize[rb] += ufSize[rx];
  s.baseOf[rb] = b;
}

/** Takes two outer vertices of the tree, gives the base of their nearest common blossom; both walks advance in turn. */
function lca(s: SearchState, a: number, b: number): number {
  const { mark, mate, par } = s;
  const stamp = ++s.markStamp;
  a = base(s, a);
  b = base(s, b);
  for (;;) {
    if (a !== -1) {
      if (mark[a] === stamp) return a;
      mark[a] = stamp;
      a = mate[a] === -1 ? -1 : base(s, par[mate[a]]);
    }
    if (b !== -1) {
      if (mark[b] === stamp) return b;
      mark[b] = stamp;
      b = mate[b] === -1 ? -1 : base(s, par[mate[b]]);
    }
  }
}

/**
 * Walks from v up to the blossom based at b, re-pointing parents across the new blossom (from
 * `child`) and collecting the path's vertices in pathBuf; they are merged only once both walks are
 * done, since a walk can pass through several vertices of one old blossom before reaching its base.
 */
function markPath(s: SearchState, v: number, b: number, child: number): void {
  const { mate, par, pathBuf } = s;
  while (base(s, v) !== b) {
    const mv = mate[v];
    pathBuf[s.pathLen++] = v;
    pathBuf[s.pathLen++] = mv;
    par[v] = child;
    child = mv;
    v = par[mv];
  }
}

/**
 * Takes two outer vertices u and w in different blossoms joined by an allowed edge, contracts the
 * cycle through their common base into one blossom; its inner vertices become outer and are queued.
 */
export function contract(s: SearchState, u: number, w: number): void {
  const l = lca(s, u, w);
  s.pathLen = 0;
  markPath(s, u, l, w);
  markPath(s, w, l, u);
  const { pathBuf, label } = s;
  for (let i = 0; i < s.pathLen; i++) {
    const x = pathBuf[i];
    unite(s, x, l);
    if (label[x] === INNER) {
      label[x] = OUTER;
      addOuter(s, x);
      push(s, x);
    }
  }
}
