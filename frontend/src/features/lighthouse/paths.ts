/** Where the LightHouse screens live (spec sub-apps §2 LightHouse). */
export const LIGHTHOUSE_PATHS = {
  dashboard: '/apps/lighthouse',
  profile: '/apps/lighthouse/profile',
  browse: '/apps/lighthouse/browse',
  newProperty: '/apps/lighthouse/property/new',
  myProperties: '/apps/lighthouse/my-properties',
  matches: '/apps/lighthouse/matches',
  property: (id: string) => `/apps/lighthouse/property/${encodeURIComponent(id)}`,
  editProperty: (id: string) => `/apps/lighthouse/property/edit/${encodeURIComponent(id)}`,
  conversation: (matchId: string) => `/apps/lighthouse/matches/${encodeURIComponent(matchId)}`,
} as const;
