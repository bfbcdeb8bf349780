import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { NotificationItem, NotificationKind } from '@pfe/contracts';
import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import { i18n } from './i18n';

/**
 * What the member app's shared screens know of a sub-app (SupportMatch, SleepStories, LightHouse,
 * SocketRelay). The entries themselves, with their routes and console pages, are the manifest in
 * app/sub-apps/; the app hands this part to features through SubAppsProvider, so a feature lists
 * the sub-apps without importing the app layer or another feature.
 */
export interface SubAppInfo {
  /** Lower-case, as in its paths and API (`supportmatch`). */
  id: string;
  /** As the sidebar names it (`SleepStories`); the admin link reads "<name> Admin". */
  name: string;
  /** The services card's title when it differs from `name` (`Sleep Stories`). */
  serviceName?: string;
  /** One line for the services card. */
  description: string;
  icon: ComponentType<SvgIconProps>;
  /** Where its member screens start (`/apps/supportmatch`). */
  path: string;
  /**
   * False while the app is not built yet (it has no screens): its services card says "Coming soon"
   * without a link, the sidebar shows it without one, and its addresses say it is coming.
   */
  available: boolean;
  /** How the app's notification kinds read and where each leads (the server only names kind and object). */
  notifications?: Partial<Record<NotificationKind, NotificationRenderer>>;
}

export interface NotificationRenderer {
  /** The kind's name in Settings → Notifications ("Unread messages"). */
  label: string;
  /** One sentence, naming no member and nothing anyone wrote. */
  text: (n: NotificationItem) => string;
  /** The page of the object it points at. */
  href: (n: NotificationItem) => string;
}

/** "1 new message" / "3 new messages": a chat notification's count (never what was written). */
export const unreadMessages = (n: NotificationItem): string => i18n.t('shell:unreadMessages', { count: n.count });

const SubAppsContext = createContext<readonly SubAppInfo[]>([]);

/** Provided once by the app (app/provider.tsx), in the order members see them. */
export function SubAppsProvider({ apps, children }: { apps: readonly SubAppInfo[]; children: ReactNode }) {
  return <SubAppsContext.Provider value={apps}>{children}</SubAppsContext.Provider>;
}

/** The sub-apps, in the order members see them (sidebar, services grid). */
export function useSubApps(): readonly SubAppInfo[] {
  return useContext(SubAppsContext);
}
