import { base, contract, find } from './blossoms';
import { addF, addM, buildPools, pickFree, popMatched, removeF, removeM } from './pools';
import { addOuter, INNER, OUTER, push, ROLE_INNER, ROLE_NONE, SearchState, touch } from './search-state';

/**
 * Step 3, exactness: Edmonds' augmenting-path search with blossom contraction from every free member,
 * over the implicit adjacency of `pools.ts` (neighbours enumerated class by class, the sparse
 * exceptions checked per candidate edge). A search that fails leaves a Hungarian tree, which is
 * deleted for the rest of the pass; once every free member has been searched the matching is maximum
 * (see the header of `matching.ts` for why).
 */

/**
 * End of a search. 'augmented': root and end are matched now. 'failed': the tree is a Hungarian
 * tree, removed for the rest of the pass (and its roles recorded). 'kept': a failed search that
 * must leave the graph as it was (the clean-up of recent pairs).
 */
export function finish(s: SearchState, outcome: 'augmented' | 'failed' | 'kept', root: number, end: number): void {
  const { touched, touchedClasses, label, par, uf, ufSize, baseOf, gNext, groups } = s;
  if (outcome !== 'failed') {
    for (let i = 0; i < s.touchedClassCount; i++) s.mCnt[touchedClasses[i]] = s.savedMCnt[touchedClasses[i]];
  }
  if (outcome === 'augmented') {
    addM(s, root);
    addM(s, end);
  } else if (outcome === 'kept') {
    addF(s, root);
  } else {
    for (let i = 0; i < s.touchedCount; i++) {
      const v = touched[i];
      s.role[v] = label[v] === INNER ? ROLE_INNER : base(s, v);
      s.deleted[v] = 1;
    }
  }
  for (let i = 0; i < s.touchedCount; i++) {
    const v = touched[i];
    label[v] = 0;
    par[v] = -1;
    uf[v] = v;
    ufSize[v] = 1;
    baseOf[v] = v;
    gNext[v] = -1;
  }
  for (let i = 0; i < s.touchedClassCount; i++) groups[touchedClasses[i]].length = 0;
}

/**
 * Takes a free, undeleted root (in its free pool), grows an alternating tree from it and gives
 * whether it augmented the matching (root and the free end found are then matched and pooled as
 * such). Otherwise the tree is deleted ('failed'), or with `keep` left in place and root put back in
 * its free pool ('kept'). The tree grows lazily: one new matched neighbour per class per scan, then
 * the vertex is queued again.
 */
export function search(s: SearchState, root: number, keep = false): boolean {
  const { n, cls, adjStart, adj, fCnt, mCnt, groups, gNext, queue, label, par, mate, prio, ex } = s;
  s.searchId++;
  s.touchedCount = 0;
  s.touchedClassCount = 0;
  s.qHead = s.qTail = 0;
  label[root] = OUTER;
  touch(s, root);
  removeF(s, root);
  addOuter(s, root);
  push(s, root);
  while (s.qHead !== s.qTail) {
    const u = queue[s.qHead];
    s.qHead = s.qHead === n ? 0 : s.qHead + 1;
    const st = adjStart[cls[u]];
    const e = adjStart[cls[u] + 1];
    // A free neighbour ends the search: prefer one left unmatched last run, never partnered with u.
    let bestT = -1;
    let bestScore = -1;
    for (let j = st; j < e; j++) {
      const b = adj[j];
      if (fCnt[b] === 0) continue;
      const t = pickFree(s, u, b);
      if (t < 0) continue;
      const score = (prio[t] ? 2 : 0) + (ex.softOk(u, t) ? 1 : 0);
      if (score > bestScore) {
        bestScore = score;
        bestT = t;
        if (score === 3) break;
      }
    }
    if (bestT >= 0) {
      removeF(s, bestT);
      touch(s, bestT);
      par[bestT] = u;
      for (let v = bestT; v !== -1; ) {
        const pv = par[v];
        const ppv = mate[pv];
        mate[v] = pv;
        mate[pv] = v;
        v = ppv;
      }
      finish(s, 'augmented', root, bestT);
      return true;
    }
    // Outer neighbours in another blossom: contract. Afterwards the groups of the class that are
    // not excluded from u all lie in u's blossom and collapse into one group.
    let ru = find(s, u);
    for (let j = st; j < e; j++) {
      const arr = groups[adj[j]];
      const len = arr.length;
      if (len === 0 || (len === 1 && find(s, arr[0]) === ru)) continue;
      let merged = -1;
      let kept = 0;
      for (let i = 0; i < arr.length; i++) {
        const g = arr[i];
        if (find(s, g) !== ru) {
          let w = g;
          while (w !== -1 && !ex.allowed(u, w)) w = gNext[w];
          if (w === -1) {
            arr[kept++] = g;
            continue;
          }
          contract(s, u, w);
          ru = find(s, u);
        }
        if (merged === -1) merged = g;
        else {
          gNext[s.gTail[merged]] = g;
          s.gTail[merged] = s.gTail[g];
        }
      }
      if (merged !== -1) arr[kept++] = merged;
      if (arr.length !== kept) arr.length = kept;
    }
    // Grow the tree lazily: one unlabelled matched neighbour per class, then u goes back in line.
    let grew = false;
    for (let j = st; j < e; j++) {
      const b = adj[j];
      if (mCnt[b] === 0) continue;
      const v = popMatched(s, u, b);
      if (v < 0) continue;
      label[v] = INNER;
      par[v] = u;
      touch(s, v);
      const m = mate[v];
      removeM(s, m);
      label[m] = OUTER;
      touch(s, m);
      addOuter(s, m);
      push(s, m);
      grew = true;
    }
    if (grew) push(s, u);
  }
  finish(s, keep ? 'kept' : 'failed', root, -1);
  return false;
}

/**
 * One pass of step 3. Takes the matching (and the exceptions' current hard kinds), gives a maximum
 * matching of the graph they allow: clears roles and deletions, rebuilds the pools and searches from
 * every free member in priority order. Afterwards `role` holds the Tutte-Berge witness of the pass.
 */
export function runSearches(s: SearchState): void {
  const { n, order, mate, deleted } = s;
  s.role.fill(ROLE_NONE);
  deleted.fill(0);
  buildPools(s);
  for (let i = 0; i < n; i++) {
    const r = order[i];
    if (mate[r] === -1 && !deleted[r]) search(s, r);
  }
}
