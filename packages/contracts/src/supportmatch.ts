/**
 * SupportMatch: profiles and their option lists, the monthly matching run, partnerships, blocks as
 * SupportMatch names them (exclusions), and reports.
 */

// The profile's option lists the server validates against and the forms offer (spec sub-apps §5).

/** What a partner sees of a profile without a nickname (every profile field is optional, spec §5). */
export const UNNAMED_PARTNER = 'Partner';

/** Her partner's name as she sees it: the nickname, else UNNAMED_PARTNER. */
export function partnerName(nickname: string | null | undefined): string {
  return nickname?.trim() || UNNAMED_PARTNER;
}

export const GENDERS = ['male', 'female', 'prefer-not-to-say'] as const;

export const GENDER_PREFERENCES = ['male', 'female', 'any'] as const;

/** `same_timezone` is the default when a profile does not say. */
export const TIMEZONE_PREFERENCES = ['same_timezone', 'any_timezone'] as const;

/**
 * A profile that wants a partner in the same timezone (`same_timezone`, also the default) must say
 * which timezone it is in: the server refuses it otherwise (400), and the profile form says so inline.
 */
export const SAME_TIMEZONE_NEEDS_TIMEZONE = 'Choose your timezone to be matched with someone in the same timezone, or choose Any timezone';

/** The 18 named zones: mostly US and Europe, a few Asia-Pacific. */
export const SUPPORTMATCH_TIMEZONES = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Los_Angeles',
  'America/Anchorage',
  'Pacific/Honolulu',
  'America/Phoenix',
  'America/Toronto',
  'Europe/London',
  'Europe/Paris',
  'Europe/Berlin',
  'Europe/Madrid',
  'Europe/Rome',
  'Europe/Amsterdam',
  'Asia/Tokyo',
  'Asia/Singapore',
  'Australia/Sydney',
  'Asia/Kolkata',
] as const;

/** 58 countries in alphabetical order, then 'Other'. */
export const SUPPORTMATCH_COUNTRIES = [
  'Argentina',
  'Australia',
  'Austria',
  'Bangladesh',
  'Belgium',
  'Brazil',
  'Canada',
  'Chile',
  'China',
  'Colombia',
  'Czech Republic',
  'Denmark',
  'Egypt',
  'Ethiopia',
  'Finland',
  'France',
  'Germany',
  'Ghana',
  'Greece',
  'Hungary',
  'India',
  'Indonesia',
  'Ireland',
  'Israel',
  'Italy',
  'Jamaica',
  'Japan',
  'Kenya',
  'Malaysia',
  'Mexico',
  'Morocco',
  'Netherlands',
  'New Zealand',
  'Nigeria',
  'Norway',
  'Pakistan',
  'Peru',
  'Philippines',
  'Poland',
  'Portugal',
  'Romania',
  'Saudi Arabia',
  'Singapore',
  'South Africa',
  'South Korea',
  'Spain',
  'Sweden',
  'Switzerland',
  'Taiwan',
  'Thailand',
  'Turkey',
  'Uganda',
  'Ukraine',
  'United Arab Emirates',
  'United Kingdom',
  'United States',
  'Venezuela',
  'Vietnam',
  'Other',
] as const;

export type SupportMatchTimezone = (typeof SUPPORTMATCH_TIMEZONES)[number];
export type SupportMatchCountry = (typeof SUPPORTMATCH_COUNTRIES)[number];

// Statuses and reasons.

export const PARTNERSHIP_STATUSES = ['active', 'completed', 'ended_early', 'cancelled', 'ended'] as const;
export type PartnershipStatus = (typeof PARTNERSHIP_STATUSES)[number];

/** The statuses an admin may set to end a partnership now. */
export const ADMIN_END_STATUSES = ['ended', 'cancelled', 'completed'] as const;

export const REPORT_STATUSES = ['pending', 'resolved', 'dismissed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/**
 * Why a matching run left an eligible member unmatched (stored with the run, counted for admins):
 * `profile_incomplete` wants the same timezone without giving one; `no_compatible_member` nobody
 * eligible fits their preferences (gender, timezone); `blocked` the only compatible members are
 * across a block; `all_compatible_paired` compatible members existed but were all paired with others.
 * Members are never told `blocked` (nor `all_compatible_paired`): they see `no_compatible_member`.
 */
export const MATCHING_UNMATCHED_REASONS = ['profile_incomplete', 'no_compatible_member', 'blocked', 'all_compatible_paired'] as const;
export type MatchingUnmatchedReason = (typeof MATCHING_UNMATCHED_REASONS)[number];

/**
 * A member's own matching status (GET /api/supportmatch/matching-status): `matched` has an active
 * partnership; `unmatched` was left unmatched by the last run; `incomplete` has no profile, or one that
 * cannot be matched as it stands; `paused` turned off "Include me in matching"; `waiting` otherwise.
 */
export const MATCHING_STATES = ['matched', 'waiting', 'unmatched', 'incomplete', 'paused'] as const;
export type MatchingState = (typeof MATCHING_STATES)[number];

/** The reasons a member is told: never another member's data, never that someone blocked them. */
export const MEMBER_MATCHING_REASONS = ['no_compatible_member', 'profile_incomplete', 'no_profile'] as const;
export type MemberMatchingReason = (typeof MEMBER_MATCHING_REASONS)[number];

// What the API answers and accepts.

/** A SupportMatch profile (GET /api/supportmatch/profile; an empty body when there is none). */
export interface SupportMatchProfile {
  id: string;
  userId: string;
  /** '' when she gave none (her partner then sees UNNAMED_PARTNER). */
  nickname: string;
  gender: string | null;
  genderPreference: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  timezone: string | null;
  /** same_timezone (default) or any_timezone. */
  timezonePreference: string;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
}

/** The body of POST / PUT /api/supportmatch/profile: only these fields are accepted. */
export interface SupportMatchProfileInput {
  /** Optional like every field (spec §5); blank or absent is stored as no nickname. */
  nickname?: string | null;
  gender?: string | null;
  genderPreference?: string | null;
  city?: string | null;
  state?: string | null;
  country?: string | null;
  timezone?: string | null;
  timezonePreference?: string | null;
  isActive?: boolean;
}

/** The caller's active partnership (an empty body when there is none). */
export interface ActivePartnership {
  id: string;
  partnerNickname: string;
  /** Opaque id of the partner, needed to block or report them; never their email or name. */
  partnerUserId: string;
  startDate: string;
  /** Empty means ongoing. */
  endDate: string | null;
  status: PartnershipStatus;
}

/** One of the caller's partnerships (an early end reads ended_early whatever caused it). */
export interface PartnershipHistoryEntry {
  id: string;
  status: PartnershipStatus;
  startDate: string;
  endDate: string | null;
}

export interface AdminPartnership extends PartnershipHistoryEntry {
  user1Id: string;
  user2Id: string;
  user1Nickname: string | null;
  user2Nickname: string | null;
  createdAt: string;
}

/**
 * Why members were left out of a matching run, in counts (admins only). The first four add up to
 * `unmatched`; the last two count members with a profile who were not eligible at all.
 */
export interface MatchingReasonCounts {
  /** Nobody eligible fits their preferences (gender, timezone). */
  noCompatibleMember: number;
  /** Their only compatible members are across a block (either direction). */
  blocked: number;
  /** Compatible members existed, but every one of them was paired with someone else. */
  allCompatiblePaired: number;
  /** They want a partner in the same timezone without saying which timezone they are in. */
  profileIncomplete: number;
  /** Not eligible: they already have an active partnership. */
  alreadyPartnered: number;
  /** Not eligible: their profile is not included in matching (isActive false). */
  inactive: number;
}

export interface MatchingRunResult {
  /** "Matching complete: N pairs created, M members left unmatched." then the reasons in words. */
  message: string;
  runId: string;
  pairs: number;
  unmatched: number;
  reasons: MatchingReasonCounts;
}

/** The caller's own matching status (GET /api/supportmatch/matching-status). */
export interface MatchingStatus {
  state: MatchingState;
  /** With `unmatched` (always `no_compatible_member`) and `incomplete`. */
  reason?: MemberMatchingReason;
  /** When the last matching run took place, if any. */
  lastRunAt: string | null;
  /** When the next scheduled matching run takes place (MATCHING_CRON, UTC). */
  nextRunAt: string;
}

export interface SupportMatchStats {
  activeUsers: number;
  currentPartnerships: number;
  pendingReports: number;
}

/**
 * A member the caller has blocked, as SupportMatch names it (GET /api/supportmatch/exclusions):
 * `excludedNickname` only when the two were partnered, else null.
 */
export interface Exclusion {
  id: string;
  excludedUserId: string;
  excludedNickname: string | null;
  reason: string | null;
  createdAt: string;
}

/**
 * Someone the caller may block (GET /api/supportmatch/exclusions/candidates): a partner, present or
 * past, by the partnership they shared (their latest); `POST /api/supportmatch/exclusions {partnershipId}` blocks them.
 */
export interface BlockCandidate {
  partnershipId: string;
  nickname: string;
}

/** What the reporter gets back (POST /api/supportmatch/reports). */
export interface OwnReport {
  id: string;
  reason: string;
  status: ReportStatus | string;
  createdAt: string;
}

/** A report as admins see it. */
export interface Report {
  id: string;
  reporterId: string;
  reportedUserId: string;
  /** Their SupportMatch nicknames: the console names members in SupportMatch pages by these. */
  reporterNickname: string | null;
  reportedNickname: string | null;
  partnershipId: string | null;
  reason: string;
  description: string;
  status: ReportStatus | string;
  resolution: string | null;
  createdAt: string;
  updatedAt: string;
}
