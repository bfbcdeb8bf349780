import type { MatchingReasonCounts, MatchingUnmatchedReason } from '@pfe/contracts/supportmatch';
import { compatible, MatchCandidate } from './matching/matching';

/**
 * Takes a profile's timezone preference and timezone, gives whether it can never be matched as it
 * stands: it wants a partner in the same timezone (`same_timezone`, also when unset) without saying
 * which timezone it is in.
 */
export function needsTimezone(p: { timezone: string | null | undefined; timezonePreference: string | null | undefined }): boolean {
  return p.timezonePreference !== 'any_timezone' && !p.timezone;
}

export interface UnmatchedReasonsInput {
  /** Every eligible member the run considered. */
  candidates: MatchCandidate[];
  /** A block in either direction keeps the pair apart. */
  blocks: Array<[string, string]>;
  /** The members the run left unmatched (a subset of the candidates' ids). */
  unmatched: string[];
}

/**
 * Why each member left unmatched by a run was left out, computed around the matcher (which stays as
 * it is), for the unmatched members only:
 *   `profile_incomplete`    wants the same timezone without giving one (nobody can fit them);
 *   `no_compatible_member`  no other eligible member is compatible (`compatible()`: gender
 *                           preferences both ways, timezones);
 *   `blocked`               every compatible eligible member is across a block (either direction);
 *   `all_compatible_paired` someone compatible and not blocked exists, so the maximum matching
 *                           paired all of them with others.
 *
 * Compatibility only depends on four attributes, so the candidates are grouped into classes (a few
 * hundred at most) and each unmatched member is tested against one member per class; a compatible
 * class larger than the member's own blocks (plus the member) settles it at once, else its members
 * are checked against the member's blocks. Cost: O(candidates + blocks + unmatched x classes), with
 * an early exit at the first compatible member who is not blocked.
 */
export function unmatchedReasons(input: UnmatchedReasonsInput): Map<string, MatchingUnmatchedReason> {
  const reasons = new Map<string, MatchingUnmatchedReason>();
  if (input.unmatched.length === 0) return reasons;

  const unmatched = new Set(input.unmatched);
  const byId = new Map<string, MatchCandidate>();
  /** The class of each unmatched member. */
  const classOf = new Map<string, MatchCandidate[]>();
  const classes = new Map<string, MatchCandidate[]>();
  for (const c of input.candidates) {
    // Finer than the matcher's normalisation (unset and 'any' are kept apart), which is harmless:
    // every class is still one set of attributes.
    const key = `${c.gender ?? ''}|${c.genderPreference ?? ''}|${c.timezonePreference ?? ''}|${c.timezone ?? ''}`;
    let members = classes.get(key);
    if (!members) classes.set(key, (members = []));
    members.push(c);
    if (unmatched.has(c.id)) {
      byId.set(c.id, c);
      classOf.set(c.id, members);
    }
  }
  const classList = [...classes.values()];
  /** Per class of an unmatched member, the classes compatible with it (computed once per class). */
  const compatibleClasses = new Map<MatchCandidate[], MatchCandidate[][]>();
  const compatibleWith = (own: MatchCandidate[]) => {
    let list = compatibleClasses.get(own);
    if (!list) {
      // An id nobody has, so that the class is tested against its own members too.
      const probe = { ...own[0], id: '\u0000' };
      list = classList.filter((members) => compatible(probe, members[0]));
      compatibleClasses.set(own, list);
    }
    return list;
  };

  // Blocks of the unmatched members only, both directions.
  const blockedWith = new Map<string, Set<string>>();
  const note = (a: string, b: string) => {
    if (!unmatched.has(a) || a === b) return;
    const set = blockedWith.get(a);
    if (set) set.add(b);
    else blockedWith.set(a, new Set([b]));
  };
  for (const [a, b] of input.blocks) {
    note(a, b);
    note(b, a);
  }

  for (const id of input.unmatched) {
    const u = byId.get(id);
    const own = classOf.get(id);
    if (!u || !own) continue;
    if (needsTimezone(u)) {
      reasons.set(id, 'profile_incomplete');
      continue;
    }
    const blocked = blockedWith.get(id);
    let anyCompatible = false;
    let anyUnblocked = false;
    for (const members of compatibleWith(own)) {
      const others = members === own ? members.length - 1 : members.length;
      if (others === 0) continue;
      anyCompatible = true;
      // More members than blocks: one of them is not blocked. Else (few), look at each.
      if (!blocked || others > blocked.size || members.some((m) => m.id !== id && !blocked.has(m.id))) {
        anyUnblocked = true;
        break;
      }
    }
    reasons.set(id, !anyCompatible ? 'no_compatible_member' : anyUnblocked ? 'all_compatible_paired' : 'blocked');
  }
  return reasons;
}

/** The counts of a run's reasons, plus the members with a profile who were not eligible at all. */
export function countReasons(reasons: Map<string, MatchingUnmatchedReason>, notEligible: { alreadyPartnered: number; inactive: number }): MatchingReasonCounts {
  const counts: MatchingReasonCounts = { noCompatibleMember: 0, blocked: 0, allCompatiblePaired: 0, profileIncomplete: 0, ...notEligible };
  for (const reason of reasons.values()) {
    if (reason === 'no_compatible_member') counts.noCompatibleMember += 1;
    else if (reason === 'blocked') counts.blocked += 1;
    else if (reason === 'all_compatible_paired') counts.allCompatiblePaired += 1;
    else counts.profileIncomplete += 1;
  }
  return counts;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The counts in words, for the admin's message, e.g. "Left unmatched: 1 with no compatible member,
 * 1 whose only compatible members are across a block. Not eligible: 2 members already partnered."
 * Empty when every count is zero.
 */
export function reasonsInWords(c: MatchingReasonCounts): string {
  const left = [
    c.noCompatibleMember > 0 && `${c.noCompatibleMember} with no compatible member`,
    c.blocked > 0 && `${c.blocked} whose only compatible members are across a block`,
    c.allCompatiblePaired > 0 && `${c.allCompatiblePaired} whose compatible members were all paired with others`,
    c.profileIncomplete > 0 && `${c.profileIncomplete} wanting the same timezone without giving one`,
  ].filter(Boolean);
  const out = [
    c.alreadyPartnered > 0 && `${plural(c.alreadyPartnered, 'member', 'members')} already partnered`,
    c.inactive > 0 && `${plural(c.inactive, 'profile', 'profiles')} not included in matching`,
  ].filter(Boolean);
  return [left.length ? `Left unmatched: ${left.join(', ')}.` : '', out.length ? `Not eligible: ${out.join(', ')}.` : ''].filter(Boolean).join(' ');
}
