/** Every LightHouse query key starts with this, so a change can refresh the whole sub-app. */
export const lighthouseKey = ['lighthouse'] as const;
