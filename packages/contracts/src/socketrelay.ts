/** SocketRelay (spec sub-apps §1–§9): short requests, one fulfiller at a time, a private chat, outcomes. */

/** Spec §9: a request is at most 140 characters and lives 14 days. */
export const SOCKETRELAY_DESCRIPTION_MAX = 140;
export const SOCKETRELAY_REQUEST_LIFETIME_DAYS = 14;
/** Profile fields are at most 100 characters each (spec §3). */
export const SOCKETRELAY_PROFILE_FIELD_MAX = 100;

/** Spec §5 messages. */
export const SOCKETRELAY_MESSAGES = {
  descriptionRequired: 'Please enter a description',
  descriptionTooLong: 'Description must be 140 characters or less',
  /** The shared schema's message (what the server answers). */
  descriptionTooLongSchema: 'Request description must be 140 characters or less',
  displayNameRequired: 'Display name is required',
  cityRequired: 'City is required',
  stateRequired: 'State is required',
  countryRequired: 'Country is required',
} as const;

/** Spec §5: a fixed list of about 55 countries, ending with Other. */
export const SOCKETRELAY_COUNTRIES = [
  'United States',
  'Canada',
  'United Kingdom',
  'Australia',
  'India',
  'Argentina',
  'Austria',
  'Bangladesh',
  'Belgium',
  'Brazil',
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
  'Thailand',
  'Turkey',
  'Ukraine',
  'Vietnam',
  'Other',
] as const;
export type SocketRelayCountry = (typeof SOCKETRELAY_COUNTRIES)[number];

/**
 * A request's state as members see it: `active` (open, or being fulfilled: see activeFulfillmentId),
 * `fulfilled` (closed with completed_success), `expired` (past expiresAt, checked at read time),
 * `withdrawn` (its requester took it back), `removed` (an admin deleted it; only its requester and
 * the parties of its fulfilments still see it).
 */
export const SOCKETRELAY_REQUEST_STATUSES = ['active', 'fulfilled', 'expired', 'withdrawn', 'removed'] as const;
export type SocketRelayRequestStatus = (typeof SOCKETRELAY_REQUEST_STATUSES)[number];

export const SOCKETRELAY_FULFILLMENT_STATUSES = ['active', 'completed_success', 'completed_failure', 'cancelled'] as const;
export type SocketRelayFulfillmentStatus = (typeof SOCKETRELAY_FULFILLMENT_STATUSES)[number];

/** The outcomes a party may close a fulfilment with (spec §2 Close Request dialog). */
export const SOCKETRELAY_CLOSE_STATUSES = ['completed_success', 'completed_failure', 'cancelled'] as const;
export type SocketRelayCloseStatus = (typeof SOCKETRELAY_CLOSE_STATUSES)[number];

/** GET/POST/PUT /api/socketrelay/profile (own only; an empty body when there is none). */
export interface SocketRelayProfile {
  id: string;
  displayName: string;
  city: string;
  state: string;
  country: string;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
}

/** What another member sees of a requester: never an email, a real name or an account id. */
export interface SocketRelayCreatorProfile {
  displayName: string;
  city: string;
  state: string;
  country: string;
}

/** A request as its owner sees it (POST /requests, GET /my-requests). */
export interface SocketRelayOwnRequest {
  id: string;
  description: string;
  status: SocketRelayRequestStatus;
  createdAt: string;
  expiresAt: string;
  /** The fulfilment in progress, if someone is fulfilling it now. */
  activeFulfillmentId: string | null;
}

/** An available request (GET /requests): active, unexpired, not the caller's, nobody fulfilling it. */
export interface SocketRelayAvailableRequest {
  id: string;
  description: string;
  status: 'active';
  createdAt: string;
  expiresAt: string;
  creatorProfile: SocketRelayCreatorProfile;
}

/** The request a fulfilment is about, as its two parties see it. */
export interface SocketRelayFulfillmentRequest {
  id: string;
  description: string;
  status: SocketRelayRequestStatus;
  createdAt: string;
  expiresAt: string;
}

export interface SocketRelayFulfillment {
  id: string;
  requestId: string;
  fulfillerUserId: string;
  status: SocketRelayFulfillmentStatus;
  /** Who closed it (one of the two parties), or null while active or when the platform closed it. */
  closedBy: string | null;
  closedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export type SocketRelayRole = 'requester' | 'fulfiller';

/** GET /api/socketrelay/fulfillments/:id (the two parties only). */
export interface SocketRelayFulfillmentDetail {
  fulfillment: SocketRelayFulfillment;
  request: SocketRelayFulfillmentRequest;
  role: SocketRelayRole;
  /** The opaque id is there so a member can block; the name is their SocketRelay display name. */
  otherParty: { userId: string; displayName: string };
}

/** One entry of GET /api/socketrelay/my-fulfillments (as fulfiller or as requester). */
export interface SocketRelayMyFulfillment {
  fulfillment: SocketRelayFulfillment;
  request: SocketRelayFulfillmentRequest;
  role: SocketRelayRole;
  otherParty: { displayName: string };
}

/** GET /api/socketrelay/admin/requests rows. `expired` is display-only (spec §4). */
export interface SocketRelayAdminRequest {
  id: string;
  userId: string;
  description: string;
  status: string;
  expired: boolean;
  createdAt: string;
  expiresAt: string;
}

/** GET /api/socketrelay/admin/fulfillments rows: account ids, never chat content. */
export interface SocketRelayAdminFulfillment {
  id: string;
  requestId: string;
  fulfillerUserId: string;
  status: SocketRelayFulfillmentStatus;
  closedBy: string | null;
  closedAt: string | null;
  createdAt: string;
  request: { description: string } | null;
}

/** GET /api/socketrelay/admin/stats; successRate is an integer percent (spec §9). */
export interface SocketRelayStats {
  totalRequests: number;
  activeRequests: number;
  totalFulfillments: number;
  successRate: number;
}

/** Spec §9: rounded percent of completed_success among all non-active fulfilments; 0 if none. */
export function socketRelaySuccessRate(successes: number, closed: number): number {
  return closed === 0 ? 0 : Math.round((successes / closed) * 100);
}
