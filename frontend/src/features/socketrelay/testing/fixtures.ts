import type { ChatMessage } from '@pfe/contracts';
import type { SocketRelayAvailableRequest, SocketRelayFulfillmentDetail, SocketRelayMyFulfillment, SocketRelayOwnRequest, SocketRelayProfile } from '@pfe/contracts/socketrelay';

export const ME = '0b6a6c2e-7d1f-4c35-9d0b-2f1d6a1f0c11';
export const OTHER = '7c1d2e3f-0000-4000-8000-000000000002';
const now = Date.now();
const iso = (offsetMs: number) => new Date(now + offsetMs).toISOString();
const DAY = 86_400_000;

export function makeProfile(overrides: Partial<SocketRelayProfile> = {}): SocketRelayProfile {
  return { id: 'p1', displayName: 'Sunny', city: 'Austin', state: 'Texas', country: 'United States', isActive: true, createdAt: iso(-DAY), updatedAt: iso(-DAY), ...overrides };
}

export function makeAvailable(overrides: Partial<SocketRelayAvailableRequest> = {}): SocketRelayAvailableRequest {
  return {
    id: 'r-available',
    description: 'Need a winter coat, size M',
    status: 'active',
    createdAt: iso(-3_600_000),
    expiresAt: iso(13 * DAY),
    creatorProfile: { displayName: 'River', city: 'Denver', state: 'Colorado', country: 'United States' },
    ...overrides,
  };
}

export function makeOwn(overrides: Partial<SocketRelayOwnRequest> = {}): SocketRelayOwnRequest {
  return { id: 'r-own', description: 'A ride to the clinic', status: 'active', createdAt: iso(-DAY), expiresAt: iso(13 * DAY), activeFulfillmentId: null, ...overrides };
}

export function makeDetail(overrides: Partial<SocketRelayFulfillmentDetail> = {}, status: SocketRelayFulfillmentDetail['fulfillment']['status'] = 'active'): SocketRelayFulfillmentDetail {
  return {
    fulfillment: {
      id: 'f1',
      requestId: 'r-own',
      fulfillerUserId: OTHER,
      status,
      closedBy: status === 'active' ? null : ME,
      closedAt: status === 'active' ? null : iso(-1000),
      createdAt: iso(-2 * 3_600_000),
      updatedAt: iso(-2 * 3_600_000),
    },
    request: { id: 'r-own', description: 'A ride to the clinic', status: 'active', createdAt: iso(-DAY), expiresAt: iso(13 * DAY) },
    role: 'requester',
    otherParty: { userId: OTHER, displayName: 'River' },
    ...overrides,
  };
}

export function makeMine(status: SocketRelayMyFulfillment['fulfillment']['status'], id: string, description: string, role: SocketRelayMyFulfillment['role'] = 'fulfiller'): SocketRelayMyFulfillment {
  const d = makeDetail({}, status);
  return { fulfillment: { ...d.fulfillment, id }, request: { ...d.request, description }, role, otherParty: { displayName: 'River' } };
}

export function message(id: string, senderId: string, content: string, createdAt = iso(-60_000)): ChatMessage {
  return { id, seq: 0, clientId: id, senderId, content, createdAt };
}
