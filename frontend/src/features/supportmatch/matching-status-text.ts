import type { MatchingStatus, SupportMatchProfile } from '@pfe/contracts/supportmatch';
import { i18n } from '../../lib/i18n';
import { formatDate } from './format';

const t = (key: string, options?: Record<string, unknown>) => i18n.t(`supportmatch:matching.${key}`, options);

/**
 * Spec §2 Dashboard: it says an admin matches partners during the next monthly cycle. The spec's
 * English words, which tests compare with; the screens read `supportmatch:matching.monthlyCycle`.
 */
export const MONTHLY_CYCLE_TEXT = 'An admin matches partners during the next monthly cycle.';

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

/** Sentences joined with a space, the missing ones left out. */
const sentences = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(' ');

function nextCycle(status: MatchingStatus | undefined): string | undefined {
  const date = formatDate(status?.nextRunAt);
  return date ? t('nextCycle', { date }) : undefined;
}

type OwnPreferences = Pick<SupportMatchProfile, 'genderPreference' | 'timezonePreference'> & Partial<Pick<SupportMatchProfile, 'timezone'>>;

/**
 * Members who want a partner in the same timezone can be matched only with someone whose timezone
 * is known: a member without one is left out of their choices (issue 21 item 12). English, for tests
 * (the screen reads `supportmatch:matching.setTimezone`).
 */
export const SET_TIMEZONE_TEXT = 'Setting your timezone in your profile gives you more options: members who prefer a partner in their own timezone can then be matched with you.';

/** What would give this member more options, from their own profile only. */
function widening(profile: OwnPreferences): string | undefined {
  const sameTimezone = profile.timezonePreference !== 'any_timezone';
  const narrowGender = profile.genderPreference === 'male' || profile.genderPreference === 'female';
  const noTimezone = !profile.timezone;
  if (sameTimezone && narrowGender) return t('widen.timezoneAndGender');
  if (sameTimezone) return t('widen.timezone');
  if (noTimezone && narrowGender) return sentences(t('widen.gender'), t('setTimezone'));
  if (noTimezone) return t('setTimezone');
  if (narrowGender) return t('widen.gender');
  return undefined;
}

/**
 * Takes the member's matching status (undefined while it loads or if it failed) and their own
 * profile, gives the dashboard's words. Kind and plain; it speaks only of the member's own
 * preferences, never of other members, and a member left unmatched is told the same thing whatever
 * the reason was (a block is never named).
 */
export function matchingStatusText(status: MatchingStatus | undefined, profile: OwnPreferences): MatchingStatusText {
  const waiting: MatchingStatusText = { text: sentences(t('waiting'), t('monthlyCycle'), nextCycle(status)), tone: 'plain', linkToProfile: false };
  if (!status) return waiting;
  if (status.state === 'incomplete' && status.reason === 'profile_incomplete') {
    return { title: t('incomplete.title'), text: t('incomplete.text'), tone: 'warning', linkToProfile: true };
  }
  if (status.state === 'paused') {
    return { title: t('paused.title'), text: sentences(t('paused.text'), nextCycle(status)), tone: 'info', linkToProfile: true };
  }
  if (status.state === 'unmatched') {
    const more = widening(profile);
    return {
      title: t('unmatched.title'),
      text: sentences(t('unmatched.text'), more ?? t('widen.open'), nextCycle(status)),
      tone: 'info',
      linkToProfile: more !== undefined,
    };
  }
  return waiting;
}
