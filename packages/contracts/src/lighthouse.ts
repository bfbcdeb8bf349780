/**
 * LightHouse (spec sub-apps §2–§5, issue 11): seeker and host profiles, listings whose street
 * address stays private, match requests the host answers, and the conversation after acceptance.
 */

export const LIGHTHOUSE_PROFILE_TYPES = ['seeker', 'host'] as const;
export type LighthouseProfileType = (typeof LIGHTHOUSE_PROFILE_TYPES)[number];

export const LIGHTHOUSE_PROPERTY_TYPES = ['room', 'apartment', 'community'] as const;
export type LighthousePropertyType = (typeof LIGHTHOUSE_PROPERTY_TYPES)[number];

export const LIGHTHOUSE_PROPERTY_TYPE_LABELS: Readonly<Record<LighthousePropertyType, string>> = {
  room: 'Room',
  apartment: 'Apartment',
  community: 'Community',
};

export const LIGHTHOUSE_MATCH_STATUSES = ['pending', 'accepted', 'rejected', 'completed', 'cancelled'] as const;
export type LighthouseMatchStatus = (typeof LIGHTHOUSE_MATCH_STATUSES)[number];

/**
 * Who may move a request from which status to which (PUT /api/lighthouse/matches/:id); any other
 * move is a 409 with a message.
 */
export const LIGHTHOUSE_TRANSITIONS: Readonly<Record<'seeker' | 'host', Readonly<Partial<Record<LighthouseMatchStatus, readonly LighthouseMatchStatus[]>>>>> = {
  seeker: { pending: ['cancelled'] },
  host: { pending: ['accepted', 'rejected'], accepted: ['completed', 'cancelled'] },
};

export const LIGHTHOUSE_LIMITS = {
  displayName: 100,
  bio: 2000,
  phoneNumber: 20,
  housingNeeds: 2000,
  title: 200,
  description: 5000,
  address: 200,
  city: 100,
  state: 50,
  zipCode: 10,
  houseRules: 2000,
  amenity: 100,
  amenities: 30,
  maxOccupants: 50,
  bedrooms: 50,
  message: 2000,
  hostResponse: 2000,
} as const;

/** The image types a listing photo may be, read from the file's bytes (never from its name). */
export const LIGHTHOUSE_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type LighthousePhotoType = (typeof LIGHTHOUSE_PHOTO_TYPES)[number];

/**
 * Listing photos are uploaded to our own storage (never an address typed by the host, which a
 * seeker's browser would fetch from the host's chosen server): at most `max` a listing, each of at
 * most `maxBytes`, stored at most `maxSide` pixels on their longer side.
 */
export const LIGHTHOUSE_PHOTOS = { max: 8, maxBytes: 10 * 1024 * 1024, maxSide: 2048 } as const;

/** The spec's texts (sub-apps §4, §6, §8), used verbatim by the server and the screens. */
export const LIGHTHOUSE_TEXTS = {
  hostCannotRequest: 'You are registered as a host. Switch to a seeker profile to request housing.',
  accepted: 'Your match request has been accepted! The host will be in touch with you soon.',
  rejected: 'This match request was not accepted. Continue browsing for other options.',
  noListings: 'No housing options available yet.',
  propertyNotFound: 'Property not found',
} as const;

/** The caller's own LightHouse profile (GET /api/lighthouse/profile; an empty body when there is none). */
export interface LighthouseProfile {
  id: string;
  profileType: LighthouseProfileType;
  displayName: string;
  bio: string | null;
  phoneNumber: string | null;
  housingNeeds: string | null;
  /** YYYY-MM-DD */
  moveInDate: string | null;
  budgetMin: string | null;
  budgetMax: string | null;
  hasProperty: boolean;
  isVerified: boolean;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
}

/** POST / PUT /api/lighthouse/profile. `profileType` is required at creation and fixed after it. */
export interface LighthouseProfileInput {
  profileType?: LighthouseProfileType;
  displayName: string;
  bio?: string | null;
  phoneNumber?: string | null;
  housingNeeds?: string | null;
  moveInDate?: string | null;
  budgetMin?: string | number | null;
  budgetMax?: string | number | null;
  hasProperty?: boolean;
  isActive?: boolean;
}

/** What every member may see of a listing: never the street address, the zip code or the host's phone. */
export interface LighthouseListingFields {
  id: string;
  propertyType: LighthousePropertyType;
  title: string;
  description: string;
  city: string;
  state: string;
  bedrooms: number | null;
  /** One decimal, e.g. "1.5". */
  bathrooms: string | null;
  amenities: string[];
  houseRules: string | null;
  monthlyRent: string | null;
  securityDeposit: string | null;
  availableFrom: string | null;
  availableUntil: string | null;
  maxOccupants: number;
  /**
   * The listing's photos as addresses on our own origin (`/api/lighthouse/properties/:id/photos/:photoId`),
   * oldest first; the last segment is the photo's id (for DELETE).
   */
  photos: string[];
  isActive: boolean;
  /** The host's LightHouse display name (never their account name or email). */
  hostDisplayName: string;
  createdAt: string;
  updatedAt: string;
}

/** A listing as any member sees it. */
export interface LighthousePublicListing extends LighthouseListingFields {
  visibility: 'public';
}

/** A listing as its seeker sees it once their request is accepted: the address and the host's phone. */
export interface LighthouseAcceptedListing extends LighthouseListingFields {
  visibility: 'accepted';
  address: string;
  zipCode: string;
  hostPhone: string | null;
}

/** A listing as its owner sees it: complete, with the counts of its requests. */
export interface LighthouseOwnProperty extends LighthouseListingFields {
  visibility: 'owner';
  address: string;
  zipCode: string;
  /** Hidden by an admin: not shown to anyone else until an admin restores it. */
  hiddenByAdmin: boolean;
  pendingRequests: number;
  acceptedRequests: number;
}

export type LighthouseProperty = LighthousePublicListing | LighthouseAcceptedListing | LighthouseOwnProperty;

/** POST / PUT /api/lighthouse/properties (`housingRules` is accepted as another name for `houseRules`). */
export interface LighthousePropertyInput {
  title: string;
  description: string;
  propertyType?: LighthousePropertyType;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  bedrooms?: number | null;
  bathrooms?: number | string | null;
  monthlyRent?: string | number | null;
  securityDeposit?: string | number | null;
  availableFrom?: string | null;
  availableUntil?: string | null;
  maxOccupants?: number;
  amenities?: string[];
  houseRules?: string | null;
  housingRules?: string | null;
  isActive?: boolean;
}

/** POST /api/lighthouse/matches */
export interface LighthouseMatchInput {
  propertyId: string;
  message?: string | null;
  proposedMoveInDate?: string | null;
}

/** PUT /api/lighthouse/matches/:id */
export interface LighthouseMatchUpdate {
  status: LighthouseMatchStatus;
  hostResponse?: string | null;
}

interface LighthouseMatchFields {
  id: string;
  status: LighthouseMatchStatus;
  seekerMessage: string | null;
  hostResponse: string | null;
  proposedMoveInDate: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A seeker's own request, with its listing as they may see it (the address once accepted). */
export interface LighthouseSeekerRequest extends LighthouseMatchFields {
  viewerRole: 'seeker';
  property: LighthousePublicListing | LighthouseAcceptedListing;
  /** Opaque id of the host, to block them; never their name or email. */
  hostUserId: string;
  /** The listing is not listed any more (the host or an admin took it down): it cannot be opened or answered. */
  listingWithdrawn: boolean;
}

/** What a host sees of the seeker behind a request: their LightHouse profile, the phone only once accepted. */
export interface LighthouseSeekerSummary {
  userId: string;
  displayName: string;
  bio: string | null;
  housingNeeds: string | null;
  moveInDate: string | null;
  budgetMin: string | null;
  budgetMax: string | null;
  phoneNumber: string | null;
}

/** A request on one of the host's listings. */
export interface LighthouseIncomingRequest extends LighthouseMatchFields {
  viewerRole: 'host';
  /** `full`: its accepted requests have reached its max occupants, so no request can be accepted. */
  property: { id: string; title: string; city: string; state: string; full: boolean };
  seeker: LighthouseSeekerSummary;
}

export type LighthouseMatch = LighthouseSeekerRequest | LighthouseIncomingRequest;

export interface LighthouseStats {
  totalSeekers: number;
  totalHosts: number;
  totalProperties: number;
  /** pending + accepted */
  activeMatches: number;
  completedMatches: number;
}

/** A row of the console's property list: no street address, no zip code. */
export interface LighthouseAdminProperty {
  id: string;
  title: string;
  propertyType: LighthousePropertyType;
  city: string;
  state: string;
  hostUserId: string;
  hostDisplayName: string;
  maxOccupants: number;
  /** The host's own switch. */
  isActive: boolean;
  hiddenByAdmin: boolean;
  pendingRequests: number;
  acceptedRequests: number;
  /** The listing's photos on the console's own paths (`/api/lighthouse/admin/properties/:id/photos/:photoId`). */
  photos: string[];
  createdAt: string;
}

/** PUT /api/lighthouse/admin/properties/:id: false hides the listing from everyone but its host. */
export interface LighthouseAdminPropertyUpdate {
  isActive: boolean;
}

// --- Trust (issue 32): references after a stay, the verified host badge -----------------------

/** What an admin checked before setting the verified host badge (no identity documents are collected). */
export const LIGHTHOUSE_VERIFIED_CHECKS = ['met_in_person', 'partner_vouched', 'previous_stays'] as const;
export type LighthouseVerifiedCheck = (typeof LIGHTHOUSE_VERIFIED_CHECKS)[number];
export const LIGHTHOUSE_VERIFIED_CHECK_LABELS: Record<LighthouseVerifiedCheck, string> = {
  met_in_person: 'Met in person',
  partner_vouched: 'A partner organisation vouched',
  previous_stays: 'Previous stays',
};
export const LIGHTHOUSE_REFERENCE_TEXT_MAX = 500;
/** A reference is published when both are written, or this many days after the stay was completed. */
export const LIGHTHOUSE_REFERENCE_REVEAL_DAYS = 14;

export interface LighthouseReference {
  id: string;
  /** Who wrote it: the stay's host or its seeker. */
  authorRole: 'host' | 'seeker';
  recommend: boolean;
  text: string;
  createdAt: string;
}

/** A stay's references as one of its two members sees them: hers always, the other's once published. */
export interface LighthouseMatchReferences {
  /** The stay is completed and she has not written hers yet. */
  canWrite: boolean;
  /** When both publish if the other never writes (completion + 14 days); null before completion. */
  publishesAt: string | null;
  mine: LighthouseReference | null;
  /** Null until published (both written, or the 14 days passed). */
  theirs: LighthouseReference | null;
}

export interface LighthouseVerification {
  verifiedAt: string;
  checks: LighthouseVerifiedCheck[];
}

/** A member's trust as others see it: the badge (hosts) and her published references, with counts. */
export interface LighthouseTrust {
  verified: LighthouseVerification | null;
  positive: number;
  negative: number;
  /** The newest published references about her (at most 20). */
  references: LighthouseReference[];
}
