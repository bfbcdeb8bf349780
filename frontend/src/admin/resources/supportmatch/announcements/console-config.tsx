import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import type { Announcement } from '@pfe/contracts';
import { createContext, useContext, type ComponentType } from 'react';
import type { ListTexts } from '../../../components/list-page';
import { SM_LIST_TEXT } from '../texts';

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

export const SUPPORTMATCH_ANNOUNCEMENTS: AnnouncementConsoleConfig = {
  resource: 'supportmatch/announcements',
  appName: 'SupportMatch',
  listTexts: SM_LIST_TEXT.announcements,
  showOnLogin: true,
};

const AnnouncementConsole = createContext<AnnouncementConsoleConfig>(SUPPORTMATCH_ANNOUNCEMENTS);

export function useAnnouncementConsole(): AnnouncementConsoleConfig {
  return useContext(AnnouncementConsole);
}

function withConfig<P extends object>(config: AnnouncementConsoleConfig, Page: ComponentType<P>): ComponentType<P> {
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

/** A sub-app's announcements resource for the console: the shared list, create and edit pages for `config`. */
export function announcementsResource(config: AnnouncementConsoleConfig, pages: { list: ComponentType; create: ComponentType; edit: ComponentType }) {
  return {
    list: withConfig(config, pages.list),
    create: withConfig(config, pages.create),
    edit: withConfig(config, pages.edit),
    icon: CampaignOutlined,
    recordRepresentation: (a: Announcement) => a.title,
  };
}
