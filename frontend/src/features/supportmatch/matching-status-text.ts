import type { MatchingStatus, SupportMatchProfile } from '@pfe/contracts/supportmatch';
import { formatDate } from './format';

/** Spec §2 Dashboard: it says an admin matches partners during the next monthly cycle. */
export const MONTHLY_CYCLE_TEXT = 'An admin matches partners during the next monthly cycle.';

export const UPDATE_PROFILE_LABEL = 'Update your profile';

/** What the dashboard tells a member without a partner: why, and what they can change. */
export interface MatchingStatusText {
  /** A heading for the notice; none for the plain "waiting" line. */
  title?: string;
  text: string;
  /** How the notice looks: a gentle note, or something to fix. */
  tone: 'plain' | 'info' | 'warning';
  /** Offer the link to the profile. */
  linkToProfile: boolean;
}

function nextCycle(status: MatchingStatus | undefined): string {
  const date = formatDate(status?.nextRunAt);
  return date ? ` The next cycle starts on ${date}.` : '';
}

type OwnPreferences = Pick<SupportMatchProfile, 'genderPreference' | 'timezonePreference'> & Partial<Pick<SupportMatchProfile, 'timezone'>>;

/**
 * Members who want a partner in the same timezone can be matched only with someone whose timezone
 * is known: a member without one is left out of their choices (issue 21 item 12).
 */
export const SET_TIMEZONE_TEXT = 'Setting your timezone in your profile gives you more options: members who prefer a partner in their own timezone can then be matched with you.';

/** What would give this member more options, from their own profile only. */
function widening(profile: OwnPreferences): string | undefined {
  const sameTimezone = profile.timezonePreference !== 'any_timezone';
  const narrowGender = profile.genderPreference === 'male' || profile.genderPreference === 'female';
  const noTimezone = !profile.timezone;
  if (sameTimezone && narrowGender) return "Choosing 'Any timezone' or widening who you'd like to be matched with gives you more options.";
  if (sameTimezone) return "Choosing 'Any timezone' gives you more options.";
  if (noTimezone && narrowGender) return `Widening who you'd like to be matched with gives you more options. ${SET_TIMEZONE_TEXT}`;
  if (noTimezone) return SET_TIMEZONE_TEXT;
  if (narrowGender) return "Widening who you'd like to be matched with gives you more options.";
  return undefined;
}

/**
 * Takes the member's matching status (undefined while it loads or if it failed) and their own
 * profile, gives the dashboard's words. Kind and plain; it speaks only of the member's own
 * preferences, never of other members, and a member left unmatched is told the same thing whatever
 * the reason was (a block is never named).
 */
export function matchingStatusText(status: MatchingStatus | undefined, profile: OwnPreferences): MatchingStatusText {
  const waiting: MatchingStatusText = { text: `You don't have a partner right now. ${MONTHLY_CYCLE_TEXT}${nextCycle(status)}`, tone: 'plain', linkToProfile: false };
  if (!status) return waiting;
  if (status.state === 'incomplete' && status.reason === 'profile_incomplete') {
    return {
      title: 'Choose your timezone to be matched',
      text:
        "You'd like a partner in the same timezone, but your profile doesn't say which timezone you're in yet, so we can't include you in matching. " +
        "Choose your timezone, or choose 'Any timezone', in your profile.",
      tone: 'warning',
      linkToProfile: true,
    };
  }
  if (status.state === 'paused') {
    return {
      title: "You're taking a break from matching",
      text: `Your profile is set not to be included in matching, so you won't be paired with anyone for now. When you're ready, turn on 'Include me in matching' in your profile.${nextCycle(status)}`,
      tone: 'info',
      linkToProfile: true,
    };
  }
  if (status.state === 'unmatched') {
    const more = widening(profile);
    return {
      title: "You weren't matched this time",
      text:
        'No one who fits your preferences was available in the last matching cycle. ' +
        (more ?? "Your preferences are already open to everyone, so there's nothing you need to change: you'll be included again.") +
        nextCycle(status),
      tone: 'info',
      linkToProfile: more !== undefined,
    };
  }
  return waiting;
}
