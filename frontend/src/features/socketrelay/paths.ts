/** Where the SocketRelay screens live (spec sub-apps §2). */
export const SOCKETRELAY_PATHS = {
  dashboard: '/apps/socketrelay',
  profile: '/apps/socketrelay/profile',
  chat: (fulfillmentId: string) => `/apps/socketrelay/chat/${encodeURIComponent(fulfillmentId)}`,
} as const;
