/** SupportMatch's advisory lock keys (declared in its manifest entry, which checks them against every other key). */
export const SupportMatchLocks = {
  /** The daily partnership completion, once across nodes. */
  partnershipsDaily: 727_004,
  /** One SupportMatch matching run at a time. */
  matchingRun: 727_005,
} as const;
