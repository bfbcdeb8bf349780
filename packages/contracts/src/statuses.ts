/** Status and kind enums shared by the server, the member UI and the console. */

export const SUBSCRIPTION_STATUSES = ['active', 'overdue', 'inactive'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const PAYMENT_METHODS = ['amazon-gift-card', 'apple-gift-card', 'cash', 'chime', 'paypal', 'venmo', 'walmart-onepay', 'wise', 'zelle'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** How a payment method is shown, in the console and on My Payments: the brand's own spelling. */
export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethod, string>> = {
  'amazon-gift-card': 'Amazon Gift Card',
  'apple-gift-card': 'Apple Gift Card',
  cash: 'Cash',
  chime: 'Chime',
  paypal: 'PayPal',
  venmo: 'Venmo',
  'walmart-onepay': 'Walmart OnePay',
  wise: 'Wise',
  zelle: 'Zelle',
};

export type InviteStatus = 'Active' | 'Inactive' | 'Fully Used' | 'Expired';

export const PARTNERSHIP_STATUSES = ['active', 'completed', 'ended_early', 'cancelled', 'ended'] as const;
export type PartnershipStatus = (typeof PARTNERSHIP_STATUSES)[number];

/** The statuses an admin may set to end a partnership now. */
export const ADMIN_END_STATUSES = ['ended', 'cancelled', 'completed'] as const;

export const REPORT_STATUSES = ['pending', 'resolved', 'dismissed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const ANNOUNCEMENT_TYPES = ['info', 'warning', 'maintenance', 'update', 'promotion'] as const;
export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];

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
