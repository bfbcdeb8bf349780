/** Every SocketRelay query key starts with this, so a change can refresh the whole sub-app. */
export const socketRelayKey = ['socketrelay'] as const;

export const profileKey = [...socketRelayKey, 'profile'] as const;
export const availableKey = [...socketRelayKey, 'requests'] as const;
export const myRequestsKey = [...socketRelayKey, 'my-requests'] as const;
export const myFulfillmentsKey = [...socketRelayKey, 'my-fulfillments'] as const;
export const fulfillmentKey = (id: string) => [...socketRelayKey, 'fulfillment', id] as const;
export const messagesKey = (id: string) => [...socketRelayKey, 'messages', id] as const;
