/**
 * Step 1, the class plan. Takes the class count, class sizes and the class compatibility graph
 * (CSR), gives plan[a * C + b] (a <= b): the number of pairs to form between classes a and b.
 *
 * It is an optimal fractional b-matching of the class graph (capacity = class size) from a max flow
 * (Dinic) on its bipartite double cover (source -> a_L with capacity |a|, a_L -> b_R for every
 * compatible pair, b_R -> sink with capacity |b|), halved and rounded down: at most half a pair per
 * class pair below the optimum. Members are not looked at (blocks and recent pairs are the
 * realisation's business), so the plan only makes the exact phase fast, never changes its count.
 */
export function classPlan(C: number, size: Int32Array, adjStart: Int32Array, adj: Int32Array): Int32Array {
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
