/** Every SocketRelay query key starts with this, so a change can refresh the whole sub-app. */
export const socketRelayKey = ['socketrelay'] as const;
