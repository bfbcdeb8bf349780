import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import type { Announcement } from '@pfe/contracts';
import { createContext, useContext, type ComponentType } from 'react';
import type { ListTexts } from '../components/list-page';

/**
 * Which sub-app's announcements the console's announcement pages manage. Every sub-app has the same
 * announcements (spec §3: "same shape"); only SupportMatch has the showOnLogin flag.
 */
export interface AnnouncementConsoleConfig {
  /** The console resource (`<app>/announcements`, served by /api/<app>/admin/announcements). */
  resource: string;
  /** The app's name in subtitles ("Shown to SleepStories members…"). */
  appName: string;
  listTexts: ListTexts;
  /** Whether the app counts "show on login" announcements (SupportMatch's dashboard does). */
  showOnLogin: boolean;
}

/** The fields PUT /api/<app>/admin/announcements/{id} takes: all of them, every time (it replaces the announcement). */
export const ANNOUNCEMENT_FIELDS = ['title', 'content', 'type', 'isActive', 'showOnLogin', 'showOnSignInPage', 'expiresAt'] as const;

const AnnouncementConsole = createContext<AnnouncementConsoleConfig | null>(null);

export function useAnnouncementConsole(): AnnouncementConsoleConfig {
  const config = useContext(AnnouncementConsole);
  if (!config) throw new Error('An announcement page needs its app (announcementsResource or withAnnouncementConsole)');
  return config;
}

/** A shared announcement page configured for one app. */
export function withAnnouncementConsole<P extends object>(config: AnnouncementConsoleConfig, Page: ComponentType<P>): ComponentType<P> {
  function Configured(props: P) {
    return (
      <AnnouncementConsole.Provider value={config}>
        <Page {...props} />
      </AnnouncementConsole.Provider>
    );
  }
  Configured.displayName = `${config.appName}${Page.displayName ?? Page.name}`;
  return Configured;
}

/**
 * A sub-app's announcements resource for the console: the shared list, create and edit pages for
 * `config`, served by /api/<app>/admin/announcements (whose PUT replaces the whole record).
 */
export function announcementsResource(config: AnnouncementConsoleConfig, pages: { list: ComponentType; create: ComponentType; edit: ComponentType }) {
  const app = config.resource.split('/')[0];
  return {
    list: withAnnouncementConsole(config, pages.list),
    create: withAnnouncementConsole(config, pages.create),
    edit: withAnnouncementConsole(config, pages.edit),
    icon: CampaignOutlined,
    recordRepresentation: (a: Announcement) => a.title,
    api: `/api/${app}/admin/announcements`,
    replaceFields: ANNOUNCEMENT_FIELDS,
  };
}
