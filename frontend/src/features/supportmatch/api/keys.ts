/** Every SupportMatch query key starts with this, so a change can refresh the whole sub-app. */
export const supportMatchKey = ['supportmatch'] as const;
