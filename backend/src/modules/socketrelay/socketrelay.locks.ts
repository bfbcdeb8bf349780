/** SocketRelay's advisory lock keys (declared in its manifest entry, which checks them against every other key). */
export const SocketRelayLocks = {
  /** The daily request expiry, once across nodes. */
  expiryDaily: 727_010,
  /** The daily "your request expires tomorrow" reminders, once across nodes. */
  remindersDaily: 727_021,
} as const;
