import { useTranslation } from 'react-i18next';
import { i18n } from '../../lib/i18n';

/**
 * The console's own words (issue 33): namespace `admin` (src/locales/<language>/admin.json),
 * fetched with the console (AdminApp waits for it), beside react-admin's `ra`. Screens read it
 * through react-i18next directly, so they re-render when the language changes and read the same
 * in tests whatever react-admin context they are rendered in.
 */
export const ADMIN_NS = 'admin';

/** The console's `t`, bound to its namespace. */
export function useAdminT() {
  return useTranslation(ADMIN_NS).t;
}

/** A console string outside a component (pure display rules, texts read at render time). */
export function adminT(key: string, options?: Record<string, unknown>): string {
  return i18n.t(key, { ns: ADMIN_NS, ...options });
}

/**
 * An object whose every property reads `<prefix>.<name>` of the console's namespace when it is
 * read, so a constant of texts (e.g. the spec's fixed error texts) says them in the language of
 * the moment.
 */
export function textsAt<K extends string>(prefix: string, names: readonly K[]): Readonly<Record<K, string>> {
  const texts = {} as Record<K, string>;
  for (const name of names) Object.defineProperty(texts, name, { enumerable: true, get: () => adminT(`${prefix}.${name}`) });
  return texts;
}

/** The parts of a list screen's texts (components/list-page ListTexts) that are plain strings. */
type ListTextKey = 'title' | 'appBarTitle' | 'subtitle' | 'card' | 'description' | 'loading' | 'empty' | 'emptyDescription';

/**
 * A list screen's texts read from `<prefix>.<name>` when read (getters), `count` from the plural
 * `<prefix>.count`: for texts defined once for a resource (e.g. a sub-app's announcements).
 */
export function listTextsAt(prefix: string, names: readonly ListTextKey[], { count = true }: { count?: boolean } = {}) {
  const texts = textsAt(prefix, names) as Readonly<Record<ListTextKey, string>> & { loading: string; title: string };
  return count ? Object.defineProperty(texts, 'count', { enumerable: true, value: (n: number) => adminT(`${prefix}.count`, { count: n }) }) as typeof texts & { count: (n: number) => string } : texts;
}
