import type {
  LighthouseAcceptedListing,
  LighthouseAdminProperty,
  LighthouseIncomingRequest,
  LighthouseListingFields,
  LighthouseMatchStatus,
  LighthouseOwnProperty,
  LighthouseProfile,
  LighthouseProperty,
  LighthousePropertyType,
  LighthousePublicListing,
  LighthouseSeekerRequest,
} from '@pfe/contracts/lighthouse';
import { fromCents, toCents } from '../../common/money/money';
import { LighthouseProfileEntity } from './entities/lighthouse-profile.entity';

/**
 * Every LightHouse response is built here, one function per audience, so that a listing's street
 * address, zip code and host phone can only leave the server through the two functions that are
 * meant to send them (`toOwnProperty`, `toAcceptedListing`), and a seeker's phone only through
 * `toIncomingRequest` once the request is accepted. No member response reads a users row: nobody's
 * email or real name can be in one.
 */

/** A property row as the queries select it (snake_case), with the host's LightHouse profile. */
export interface PropertyRow {
  id: string;
  host_id: string;
  property_type: LighthousePropertyType;
  title: string;
  description: string;
  address: string;
  city: string;
  state: string;
  zip_code: string;
  bedrooms: number | null;
  bathrooms: string | null;
  amenities: string[];
  house_rules: string | null;
  monthly_rent: string | null;
  security_deposit: string | null;
  available_from: string | null;
  available_until: string | null;
  max_occupants: number;
  /** The ids of the listing's uploaded photos, oldest first. */
  photo_ids: string[];
  is_active: boolean;
  hidden_by_admin: boolean;
  created_at: Date;
  updated_at: Date;
  host_display_name: string;
  host_phone: string | null;
  /** What the viewer is to this listing, computed by the query. */
  relation?: 'owner' | 'accepted' | 'public';
  pending_requests?: number;
  accepted_requests?: number;
  /** Listed for everyone now (LISTED), where the query asks. */
  listed?: boolean;
}

/** A match row with its property (as `PropertyRow` columns prefixed `p_` are awkward, the query nests them as JSON). */
export interface MatchRow {
  id: string;
  seeker_id: string;
  property_id: string;
  status: LighthouseMatchStatus;
  proposed_move_in_date: string | null;
  seeker_message: string | null;
  host_response: string | null;
  created_at: Date;
  updated_at: Date;
  host_id: string;
}

export interface SeekerRow {
  seeker_display_name: string;
  seeker_bio: string | null;
  seeker_housing_needs: string | null;
  seeker_move_in_date: string | null;
  seeker_budget_min: string | null;
  seeker_budget_max: string | null;
  seeker_phone: string | null;
}

/** Where members (the listing's own visibility rules apply) load a listing's photo: our origin only. */
export const photoPath = (propertyId: string, photoId: string) => `/api/lighthouse/properties/${propertyId}/photos/${photoId}`;
/** Where the console loads it. */
export const adminPhotoPath = (propertyId: string, photoId: string) => `/api/lighthouse/admin/properties/${propertyId}/photos/${photoId}`;

/** A numeric column as a two-decimal string ("12.5" → "12.50"). */
export function money(value: string | null): string | null {
  if (value === null) return null;
  const cents = toCents(value);
  return cents === null ? null : fromCents(cents);
}

function listingFields(p: PropertyRow): LighthouseListingFields {
  return {
    id: p.id,
    propertyType: p.property_type,
    title: p.title,
    description: p.description,
    city: p.city,
    state: p.state,
    bedrooms: p.bedrooms,
    bathrooms: p.bathrooms === null ? null : Number(p.bathrooms).toFixed(1),
    amenities: p.amenities,
    houseRules: p.house_rules,
    monthlyRent: money(p.monthly_rent),
    securityDeposit: money(p.security_deposit),
    availableFrom: p.available_from,
    availableUntil: p.available_until,
    maxOccupants: p.max_occupants,
    photos: p.photo_ids.map((photoId) => photoPath(p.id, photoId)),
    isActive: p.is_active && !p.hidden_by_admin,
    hostDisplayName: p.host_display_name,
    createdAt: p.created_at.toISOString(),
    updatedAt: p.updated_at.toISOString(),
  };
}

/** Any member: no address, no zip code, no phone. */
export function toPublicListing(p: PropertyRow): LighthousePublicListing {
  return { ...listingFields(p), visibility: 'public' };
}

/** The seeker whose request for this listing is accepted: the address and the host's phone. */
export function toAcceptedListing(p: PropertyRow): LighthouseAcceptedListing {
  return { ...listingFields(p), visibility: 'accepted', address: p.address, zipCode: p.zip_code, hostPhone: p.host_phone };
}

/** The listing's host: everything, with its request counts. */
export function toOwnProperty(p: PropertyRow): LighthouseOwnProperty {
  return {
    ...listingFields(p),
    isActive: p.is_active,
    visibility: 'owner',
    address: p.address,
    zipCode: p.zip_code,
    hiddenByAdmin: p.hidden_by_admin,
    pendingRequests: p.pending_requests ?? 0,
    acceptedRequests: p.accepted_requests ?? 0,
  };
}

/** The listing as this viewer may see it (`relation` is computed by the query for the viewer). */
export function toPropertyFor(p: PropertyRow): LighthouseProperty {
  if (p.relation === 'owner') return toOwnProperty(p);
  if (p.relation === 'accepted') return toAcceptedListing(p);
  return toPublicListing(p);
}

/** A seeker's own request: the listing's address and host phone only while the request is accepted. */
export function toSeekerRequest(m: MatchRow, p: PropertyRow): LighthouseSeekerRequest {
  return {
    ...matchFields(m),
    viewerRole: 'seeker',
    hostUserId: m.host_id,
    property: m.status === 'accepted' ? toAcceptedListing(p) : toPublicListing(p),
    listingWithdrawn: p.listed === false,
  };
}

/** A request on the host's listing: the seeker's LightHouse profile, their phone only once accepted. */
export function toIncomingRequest(
  m: MatchRow,
  p: Pick<PropertyRow, 'id' | 'title' | 'city' | 'state' | 'max_occupants' | 'accepted_requests'>,
  s: SeekerRow,
): LighthouseIncomingRequest {
  return {
    ...matchFields(m),
    viewerRole: 'host',
    property: { id: p.id, title: p.title, city: p.city, state: p.state, full: (p.accepted_requests ?? 0) >= p.max_occupants },
    seeker: {
      userId: m.seeker_id,
      displayName: s.seeker_display_name,
      bio: s.seeker_bio,
      housingNeeds: s.seeker_housing_needs,
      moveInDate: s.seeker_move_in_date,
      budgetMin: money(s.seeker_budget_min),
      budgetMax: money(s.seeker_budget_max),
      phoneNumber: m.status === 'accepted' ? s.seeker_phone : null,
    },
  };
}

function matchFields(m: MatchRow) {
  return {
    id: m.id,
    status: m.status,
    seekerMessage: m.seeker_message,
    hostResponse: m.host_response,
    proposedMoveInDate: m.proposed_move_in_date,
    createdAt: m.created_at.toISOString(),
    updatedAt: m.updated_at.toISOString(),
  };
}

/** The console's row: no street address, no zip code, no phone. */
export function toAdminProperty(p: PropertyRow): LighthouseAdminProperty {
  return {
    id: p.id,
    title: p.title,
    propertyType: p.property_type,
    city: p.city,
    state: p.state,
    hostUserId: p.host_id,
    hostDisplayName: p.host_display_name,
    maxOccupants: p.max_occupants,
    isActive: p.is_active,
    hiddenByAdmin: p.hidden_by_admin,
    pendingRequests: p.pending_requests ?? 0,
    acceptedRequests: p.accepted_requests ?? 0,
    photos: p.photo_ids.map((photoId) => adminPhotoPath(p.id, photoId)),
    createdAt: p.created_at.toISOString(),
  };
}

export function toProfileResponse(p: LighthouseProfileEntity): LighthouseProfile {
  return {
    id: p.id,
    profileType: p.profileType,
    displayName: p.displayName,
    bio: p.bio,
    phoneNumber: p.phoneNumber,
    housingNeeds: p.housingNeeds,
    moveInDate: p.moveInDate,
    budgetMin: money(p.budgetMin),
    budgetMax: money(p.budgetMax),
    hasProperty: p.hasProperty,
    isVerified: p.isVerified,
    isActive: p.isActive,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}
