import { SearchState, touchClass } from './search-state';

/**
 * Per-class member pools of the implicit adjacency: a member's neighbours are found class by class
 * among the free members and the matched members not yet in the current search tree.
 */

/** Takes the matching and `deleted`, (re)fills every class's free and matched pools, in reverse priority order (pools are taken from the end). */
export function buildPools(s: SearchState): void {
  const { C, cStart, members, deleted, mate, pos, fArr, mArr, fCnt, mCnt } = s;
  fCnt.fill(0);
  mCnt.fill(0);
  for (let c = 0; c < C; c++) {
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
}

/** Takes free member v out of its free pool (swapped to just past the pool's end). */
export function removeF(s: SearchState, v: number): void {
  const { fArr, pos } = s;
  const c = s.cls[v];
  const last = s.cStart[c] + --s.fCnt[c];
  const w = fArr[last];
  fArr[pos[v]] = w;
  pos[w] = pos[v];
  fArr[last] = v;
  pos[v] = last;
}

/** Takes matched member v out of its matched pool for this search (restored by `finish` unless it fails). */
export function removeM(s: SearchState, v: number): void {
  const { mArr, pos } = s;
  const c = s.cls[v];
  touchClass(s, c);
  const last = s.cStart[c] + --s.mCnt[c];
  const w = mArr[last];
  mArr[pos[v]] = w;
  pos[w] = pos[v];
  mArr[last] = v;
  pos[v] = last;
}

/** Appends v to its class's matched pool. */
export function addM(s: SearchState, v: number): void {
  const c = s.cls[v];
  const p = s.cStart[c] + s.mCnt[c]++;
  s.mArr[p] = v;
  s.pos[v] = p;
}

/** Appends v to its class's free pool. */
export function addF(s: SearchState, v: number): void {
  const c = s.cls[v];
  const p = s.cStart[c] + s.fCnt[c]++;
  s.fArr[p] = v;
  s.pos[v] = p;
}

/** Outside a search: unmatches v (only v's side) and moves it from its matched pool to its free pool. */
export function freeMember(s: SearchState, v: number): void {
  const { mArr, pos } = s;
  const c = s.cls[v];
  const last = s.cStart[c] + --s.mCnt[c];
  const w = mArr[last];
  mArr[pos[v]] = w;
  pos[w] = pos[v];
  s.mate[v] = -1;
  addF(s, v);
}

/** Takes u and a class b with free members, gives the last free member of b that u may pair with (-1 if none). */
export function pickFree(s: SearchState, u: number, b: number): number {
  const { fArr, ex } = s;
  const st = s.cStart[b];
  const e = st + s.fCnt[b];
  if (!ex.hasHard[u]) return fArr[e - 1];
  for (let i = e - 1; i >= st; i--) if (ex.allowed(u, fArr[i])) return fArr[i];
  return -1;
}

/** Takes u and a class b, removes and gives the last matched member of b's pool that u may pair with (-1 if none). */
export function popMatched(s: SearchState, u: number, b: number): number {
  const { mArr, ex } = s;
  const st = s.cStart[b];
  const e = st + s.mCnt[b];
  for (let i = e - 1; i >= st; i--) {
    const v = mArr[i];
    if (!ex.allowed(u, v)) continue;
    removeM(s, v);
    return v;
  }
  return -1;
}
