import { i18n } from '../../lib/i18n';
import type { ReactNode } from 'react';
import type { SubAppInfo } from '../../lib/sub-apps';

export interface ServiceEntry {
  id: string;
  name: string;
  description: string;
  path: string;
  icon: ReactNode;
  /** False for an app not built yet: its card says "Coming soon" and has no link. */
  available: boolean;
}

/** Spec §2 "/services": a card per sub-app, named as the services list names it ("Sleep Stories"). */
export function servicesOf(apps: readonly SubAppInfo[]): ServiceEntry[] {
  return apps.map((app) => ({
    id: app.id,
    name: app.serviceName ?? app.name,
    // The manifest's English line is the source; the UI's language has it in the shell's strings.
    description: i18n.t(`services:apps.${app.id}.description`, { defaultValue: app.description }),
    path: app.path,
    icon: <app.icon />,
    available: app.available,
  }));
}
