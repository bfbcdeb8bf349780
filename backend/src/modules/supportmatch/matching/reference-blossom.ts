/**
 * Reference maximum-cardinality matching for tests and the bench only: Edmonds' blossom algorithm
 * over an explicit adjacency list, O(V^3), written for plainness rather than speed. The production
 * matcher (`matching.ts`) never builds the explicit graph; this one does, so that its answer can be
 * compared with it on instances of up to a few thousand vertices.
 */
import { compatible, MatchingInput } from './matching';

/** Maximum matching of the graph: `mate[v]` is v's partner or -1. */
export function referenceMaximumMatching(n: number, adj: number[][]): Int32Array {
  const mate = new Int32Array(n).fill(-1);
  const parent = new Int32Array(n);
  const base = new Int32Array(n);
  const used = new Uint8Array(n);
  const inBlossom = new Uint8Array(n);
  const onPath = new Uint8Array(n);
  const queue = new Int32Array(n);

  const lca = (a: number, b: number): number => {
    onPath.fill(0);
    for (;;) {
      a = base[a];
      onPath[a] = 1;
      if (mate[a] === -1) break;
      a = parent[mate[a]];
    }
    for (;;) {
      b = base[b];
      if (onPath[b]) return b;
      b = parent[mate[b]];
    }
  };

  const markPath = (v: number, b: number, child: number): void => {
    while (base[v] !== b) {
      inBlossom[base[v]] = 1;
      inBlossom[base[mate[v]]] = 1;
      parent[v] = child;
      child = mate[v];
      v = parent[mate[v]];
    }
  };

  /** Breadth-first alternating-tree search from a free root; returns the free vertex reached or -1. */
  const findPath = (root: number): number => {
    used.fill(0);
    parent.fill(-1);
    for (let i = 0; i < n; i++) base[i] = i;
    used[root] = 1;
    let head = 0;
    let tail = 0;
    queue[tail++] = root;
    while (head < tail) {
      const v = queue[head++];
      for (const to of adj[v]) {
        if (base[v] === base[to] || mate[v] === to) continue;
        if (to === root || (mate[to] !== -1 && parent[mate[to]] !== -1)) {
          // Both ends are outer: an odd cycle, contract it into a blossom.
          const cur = lca(v, to);
          inBlossom.fill(0);
          markPath(v, cur, to);
          markPath(to, cur, v);
          for (let i = 0; i < n; i++) {
            if (inBlossom[base[i]]) {
              base[i] = cur;
              if (!used[i]) {
                used[i] = 1;
                queue[tail++] = i;
              }
            }
          }
        } else if (parent[to] === -1) {
          parent[to] = v;
          if (mate[to] === -1) return to;
          used[mate[to]] = 1;
          queue[tail++] = mate[to];
        }
      }
    }
    return -1;
  };

  // A greedy start only saves searches; every free vertex is still searched from below.
  for (let v = 0; v < n; v++) {
    if (mate[v] !== -1) continue;
    for (const to of adj[v]) {
      if (mate[to] === -1 && to !== v) {
        mate[v] = to;
        mate[to] = v;
        break;
      }
    }
  }
  for (let root = 0; root < n; root++) {
    if (mate[root] !== -1) continue;
    let v = findPath(root);
    while (v !== -1) {
      const pv = parent[v];
      const ppv = mate[pv];
      mate[v] = pv;
      mate[pv] = v;
      v = ppv;
    }
  }
  return mate;
}

/** Size of a maximum matching of the graph. */
export function referenceMatchingSize(n: number, adj: number[][]): number {
  const mate = referenceMaximumMatching(n, adj);
  let matched = 0;
  for (let i = 0; i < n; i++) if (mate[i] !== -1) matched++;
  return matched / 2;
}

/**
 * The explicit compatibility graph of a matching input: class rule, no self pairs, no blocked pairs
 * (either direction) and, unless `allowRecent`, no recent pairs. Duplicate candidate ids keep the first.
 */
export function explicitGraph(input: MatchingInput, allowRecent = true): { ids: string[]; adj: number[][] } {
  const seen = new Set<string>();
  const cands = input.candidates.filter((c) => (seen.has(c.id) ? false : (seen.add(c.id), true)));
  const n = cands.length;
  const forbidden = new Set<string>();
  const key = (a: string, b: string) => (a < b ? `${a}\u0000${b}` : `${b}\u0000${a}`);
  for (const [a, b] of input.blocks) forbidden.add(key(a, b));
  if (!allowRecent) for (const [a, b] of input.recentPairs) forbidden.add(key(a, b));
  const adj: number[][] = Array.from({ length: n }, () => []);
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      if (!compatible(cands[i], cands[j]) || forbidden.has(key(cands[i].id, cands[j].id))) continue;
      adj[i].push(j);
      adj[j].push(i);
    }
  }
  return { ids: cands.map((c) => c.id), adj };
}

/** Maximum number of pairs for a matching input (all pairs allowed but blocked ones). */
export function referencePairCount(input: MatchingInput, allowRecent = true): number {
  const { ids, adj } = explicitGraph(input, allowRecent);
  return referenceMatchingSize(ids.length, adj);
}
