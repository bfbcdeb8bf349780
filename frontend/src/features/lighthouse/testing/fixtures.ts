import type { LighthouseIncomingRequest, LighthouseProfile, LighthousePublicListing, LighthouseSeekerRequest } from '@pfe/contracts/lighthouse';

/** Test fixtures: a profile, a public listing and requests as the server maps them. */
export function makeProfile(overrides: Partial<LighthouseProfile> = {}): LighthouseProfile {
  return {
    id: 'p-1',
    profileType: 'seeker',
    displayName: 'Sky',
    bio: null,
    phoneNumber: null,
    housingNeeds: null,
    moveInDate: null,
    budgetMin: null,
    budgetMax: null,
    hasProperty: false,
    isVerified: false,
    isActive: true,
    createdAt: '2030-01-01T00:00:00.000Z',
    updatedAt: '2030-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function makeListing(overrides: Partial<LighthousePublicListing> = {}): LighthousePublicListing {
  return {
    visibility: 'public',
    id: '7a0e0d3c-5a3b-4c1e-9d52-0a0c9c1b2e01',
    propertyType: 'room',
    title: 'Quiet room',
    description: 'A furnished room.',
    city: 'Brooklyn',
    state: 'NY',
    bedrooms: 1,
    bathrooms: '1.0',
    amenities: ['Wifi'],
    houseRules: null,
    monthlyRent: '650.00',
    securityDeposit: null,
    availableFrom: null,
    availableUntil: null,
    maxOccupants: 1,
    photos: [],
    isActive: true,
    hostDisplayName: 'Harbor Host',
    createdAt: '2030-01-01T00:00:00.000Z',
    updatedAt: '2030-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function makeSeekerRequest(overrides: Partial<LighthouseSeekerRequest> = {}): LighthouseSeekerRequest {
  return {
    viewerRole: 'seeker',
    id: 'm-1',
    status: 'pending',
    seekerMessage: 'Hello',
    hostResponse: null,
    proposedMoveInDate: null,
    hostUserId: 'h-1',
    listingWithdrawn: false,
    property: makeListing(),
    createdAt: '2030-01-02T00:00:00.000Z',
    updatedAt: '2030-01-02T00:00:00.000Z',
    ...overrides,
  };
}

export function makeIncomingRequest(overrides: Partial<LighthouseIncomingRequest> = {}): LighthouseIncomingRequest {
  return {
    viewerRole: 'host',
    id: 'm-2',
    status: 'pending',
    seekerMessage: 'May I visit?',
    hostResponse: null,
    proposedMoveInDate: null,
    property: { id: makeListing().id, title: 'Quiet room', city: 'Brooklyn', state: 'NY', full: false },
    seeker: { userId: 's-1', displayName: 'Sky', bio: 'Calm', housingNeeds: 'Ground floor', moveInDate: null, budgetMin: '300.00', budgetMax: null, phoneNumber: null },
    createdAt: '2030-01-02T00:00:00.000Z',
    updatedAt: '2030-01-02T00:00:00.000Z',
    ...overrides,
  };
}
