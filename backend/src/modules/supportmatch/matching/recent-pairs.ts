import { attrsCompatible } from './attributes';
import { runSearches, search } from './augmenting-search';
import { Encoding } from './encoding';
import { Exceptions, K_BLOCK, K_RECENT } from './exceptions';
import { addM, buildPools, freeMember, removeF } from './pools';
import { ROLE_INNER, SearchState } from './search-state';

/**
 * Step 4, recent partners. Steps 1-3 run with recent pairs forbidden; these decide whether recent
 * pairs can add pairs and, if so, let them in only as far as a maximum matching needs them.
 */

/**
 * Takes the encoding, the exceptions and the roles left by a pass without recent pairs, gives whether
 * recent pairs can add any pair. The failed trees form a Tutte-Berge witness: with A = the inner
 * members, every outer blossom is an odd component of G - A and the rest is a union of even
 * components, so nu = (|V| - (#blossoms - |A|)) / 2. Adding the recent edges outside A merges
 * components; unless two odd ones merge (tracked with the whole rest lumped into one even node, which
 * can only over-report merges) the witness still holds and the matching is already maximum with
 * recent pairs allowed.
 */
export function recentCanHelp(enc: Encoding, ex: Exceptions, role: Int32Array): boolean {
  const { n, rep, cls } = enc;
  const { start: exStart, nbr: exNbr, kind: exKind } = ex;
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
      if (!attrsCompatible(rep[cls[u]], rep[cls[v]]) || ex.kindOf(u, v) & K_BLOCK) continue;
      const a = findc(role[u] >= 0 ? role[u] : n);
      const b = findc(role[v] >= 0 ? role[v] : n);
      if (a === b) continue;
      if (odd[a] && odd[b]) return true;
      ufc[a] = b;
      odd[b] ^= odd[a];
    }
  }
  return false;
}

/**
 * Local improvement after the pass that allowed recent pairs. Takes the matching, gives one of the
 * same size with (usually) fewer recent pairs: for each recent pair (u, v) in the matching, unmatch it
 * and look for an augmenting path from u, then from v, that uses no new recent pair; if one exists the
 * count is unchanged and one recent pair is gone, otherwise (u, v) is put back. Searches here delete
 * nothing, so the work is capped (deterministically). Leaves recent pairs hard.
 */
export function cleanUpRecent(s: SearchState): void {
  const { n, mate, ex } = s;
  ex.setHard(K_BLOCK | K_RECENT);
  s.deleted.fill(0);
  buildPools(s);
  let budget = 4 * n + 10_000;
  for (let u = 0; u < n && budget > 0; u++) {
    const v = mate[u];
    if (v < u || !(ex.kindOf(u, v) & K_RECENT)) continue;
    freeMember(s, u);
    freeMember(s, v);
    let ok = search(s, u, true);
    budget -= s.touchedCount;
    if (!ok) {
      ok = search(s, v, true);
      budget -= s.touchedCount;
    }
    if (!ok) {
      removeF(s, u);
      removeF(s, v);
      mate[u] = v;
      mate[v] = u;
      addM(s, u);
      addM(s, v);
    }
  }
}

/**
 * Step 4 as a whole. Takes the state after a pass with recent pairs forbidden (a maximum matching
 * without them), and if recent pairs can add pairs, runs step 3 again with them allowed (augmenting
 * paths never unmatch anyone, so they only come in to add pairs) and then the clean-up. Otherwise
 * the matching is already maximum and no recent pair is used.
 */
export function admitRecentPairsIfNeeded(enc: Encoding, s: SearchState): void {
  const ex = s.ex;
  if (!ex.anyRecent || !recentCanHelp(enc, ex, s.role)) return;
  ex.setHard(K_BLOCK);
  runSearches(s);
  cleanUpRecent(s);
}
