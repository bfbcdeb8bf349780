/** Status and kind enums shared by the server, the member UI and the console. */

export const SUBSCRIPTION_STATUSES = ['active', 'overdue', 'inactive'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const PAYMENT_METHODS = ['amazon-gift-card', 'apple-gift-card', 'cash', 'chime', 'paypal', 'venmo', 'walmart-onepay', 'wise', 'zelle'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export type InviteStatus = 'Active' | 'Inactive' | 'Fully Used' | 'Expired';

export const PARTNERSHIP_STATUSES = ['active', 'completed', 'ended_early', 'cancelled', 'ended'] as const;
export type PartnershipStatus = (typeof PARTNERSHIP_STATUSES)[number];

/** The statuses an admin may set to end a partnership now. */
export const ADMIN_END_STATUSES = ['ended', 'cancelled', 'completed'] as const;

export const REPORT_STATUSES = ['pending', 'resolved', 'dismissed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const ANNOUNCEMENT_APPS = ['supportmatch', 'sleepstories', 'lighthouse', 'socketrelay'] as const;
export type AnnouncementApp = (typeof ANNOUNCEMENT_APPS)[number];

export const ANNOUNCEMENT_TYPES = ['info', 'warning', 'maintenance', 'update', 'promotion'] as const;
export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];

/** Kinds of conversation the chat carries. */
export const CHAT_KINDS = ['partnership', 'fulfillment'] as const;
export type ChatKind = (typeof CHAT_KINDS)[number];
