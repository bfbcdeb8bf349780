/** Every account query key starts with this. */
export const accountKey = ['account'] as const;
