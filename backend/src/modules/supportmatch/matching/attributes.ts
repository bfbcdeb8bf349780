import { MatchCandidate } from './types';

/**
 * The four attributes that decide compatibility, normalised: the class-level rule only ever looks at
 * these, so members with equal `Attrs` are interchangeable apart from their exceptions.
 */
export interface Attrs {
  gender: string | null;
  /** null means any. */
  pref: string | null;
  sameTz: boolean;
  tz: string | null;
}

/** Takes a candidate, gives its normalised attributes (unset preference = any, unset timezone preference = same). */
export function attrsOf(c: MatchCandidate): Attrs {
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

/** Takes two attribute sets, gives whether members with them may be partners (the class-level rule). */
export function attrsCompatible(a: Attrs, b: Attrs): boolean {
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
