import { useResourceContext } from 'react-admin';

/** The sub-apps whose announcements the console manages with these pages, by resource name. */
const APP_NAMES: Readonly<Record<string, string>> = {
  'supportmatch/announcements': 'SupportMatch',
  'lighthouse/announcements': 'LightHouse',
};

/**
 * The announcements resource these pages are showing (`supportmatch/announcements`,
 * `lighthouse/announcements`…) and its app's name: one set of pages serves every app's announcements.
 */
export function useAnnouncementsResource(): { resource: string; appName: string } {
  const resource = useResourceContext() ?? 'supportmatch/announcements';
  return { resource, appName: APP_NAMES[resource] ?? 'SupportMatch' };
}
