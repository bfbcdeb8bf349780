import { FORMER_MEMBER } from '@pfe/contracts';
import type {
  SocketRelayAdminRequest,
  SocketRelayFulfillment,
  SocketRelayFulfillmentDetail,
  SocketRelayFulfillmentRequest,
  SocketRelayFulfillmentStatus,
  SocketRelayOwnRequest,
  SocketRelayProfile,
  SocketRelayRequestStatus,
} from '@pfe/contracts/socketrelay';
import { SocketRelayProfileEntity } from './entities/socketrelay-profile.entity';

/** SocketRelay's entities and rows as the API answers them (the rows are what its queries select). */
export function toProfileResponse(p: SocketRelayProfileEntity): SocketRelayProfile {
  return {
    id: p.id,
    displayName: p.displayName,
    city: p.city,
    state: p.state,
    country: p.country,
    isActive: p.isActive,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

export interface PartyRow {
  f_id: string;
  request_id: string;
  fulfiller_user_id: string;
  f_status: SocketRelayFulfillmentStatus;
  closed_by: string | null;
  closed_at: Date | null;
  f_created_at: Date;
  f_updated_at: Date;
  requester_id: string;
  description: string;
  r_status: SocketRelayFulfillmentRequest['status'];
  r_created_at: Date;
  expires_at: Date;
  requester_name: string | null;
  fulfiller_name: string | null;
}

export function toFulfillment(r: PartyRow): SocketRelayFulfillment {
  return {
    id: r.f_id,
    requestId: r.request_id,
    fulfillerUserId: r.fulfiller_user_id,
    status: r.f_status,
    closedBy: r.closed_by,
    closedAt: r.closed_at?.toISOString() ?? null,
    createdAt: r.f_created_at.toISOString(),
    updatedAt: r.f_updated_at.toISOString(),
  };
}

export function toRequest(r: PartyRow): SocketRelayFulfillmentRequest {
  return { id: r.request_id, description: r.description, status: r.r_status, createdAt: r.r_created_at.toISOString(), expiresAt: r.expires_at.toISOString() };
}

export function toDetail(r: PartyRow, userId: string): SocketRelayFulfillmentDetail {
  const requester = r.requester_id === userId;
  return {
    fulfillment: toFulfillment(r),
    request: toRequest(r),
    role: requester ? 'requester' : 'fulfiller',
    otherParty: {
      userId: requester ? r.fulfiller_user_id : r.requester_id,
      displayName: (requester ? r.fulfiller_name : r.requester_name) ?? FORMER_MEMBER,
    },
  };
}

export interface OwnRow {
  id: string;
  description: string;
  status: SocketRelayRequestStatus;
  created_at: Date;
  expires_at: Date;
  active_fulfillment_id: string | null;
}

export function toOwn(r: OwnRow): SocketRelayOwnRequest {
  return {
    id: r.id,
    description: r.description,
    status: r.status,
    createdAt: r.created_at.toISOString(),
    expiresAt: r.expires_at.toISOString(),
    activeFulfillmentId: r.active_fulfillment_id,
  };
}

export interface RequestRow {
  id: string;
  user_id: string;
  description: string;
  status: string;
  expired: boolean;
  created_at: Date;
  expires_at: Date;
}

export function toAdminRequest(r: RequestRow): SocketRelayAdminRequest {
  return { id: r.id, userId: r.user_id, description: r.description, status: r.status, expired: r.expired, createdAt: r.created_at.toISOString(), expiresAt: r.expires_at.toISOString() };
}
