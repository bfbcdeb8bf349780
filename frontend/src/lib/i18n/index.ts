import i18next, { type BackendModule, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_CODES, LANGUAGE_COOKIE, type Language } from '@pfe/contracts';
import { readCookie, writeCookie } from '../cookies';

/**
 * The one i18next instance of the member UI and the console (docs/i18n.md). English is the source;
 * every language is a folder of JSON files in src/locales, one file per namespace, each fetched the
 * first time a screen of that language needs it (a dynamic import: a chunk of its own), so a first
 * visit downloads only the namespaces its page uses, in its language only.
 */
export const i18n = i18next.createInstance();

/** The namespace every page uses (shell, quick exit, discreet mode, the language switch). */
export const COMMON_NS = 'common';
/**
 * Loaded before the first render: every page's strings and the API's errors (both small). A part of
 * the UI fetches its own with its chunk (app/routes: `auth` with the signed-out pages, `shell` with
 * the member's), so a member's dashboard never downloads the sign-in page's strings.
 */
const FIRST_NAMESPACES = [COMMON_NS, 'errors'];

type LocaleModule = { default: Record<string, unknown> };
const loaders = import.meta.glob<LocaleModule>('../../locales/*/*.json');

const lazyLocales: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    if (language === PSEUDO_LANGUAGE) {
      readPseudo(namespace).then((strings) => callback(null, strings), (error: Error) => callback(error, false));
      return;
    }
    const load = loaders[`../../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`No ${namespace} strings in ${language}`), false);
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: Error) => callback(error, false),
    );
  },
};

/** The test-only pseudo-locale (./pseudo.ts): English's strings, transformed when a namespace is read. */
export const PSEUDO_LANGUAGE = 'pseudo';
async function readPseudo(namespace: string) {
  const [{ pseudoNamespace }, english] = await Promise.all([import('./pseudo'), loaders[`../../locales/en/${namespace}.json`]?.()]);
  if (!english) throw new Error(`No ${namespace} strings in en`);
  return pseudoNamespace(english.default);
}

/**
 * A journey asks for the pseudo-locale by setting `window.__PFE_PSEUDO_LOCALE__ = true` before the
 * app starts (Playwright's addInitScript). No screen, cookie or setting can: it is not a language.
 */
function pseudoRequested(): boolean {
  return typeof window !== 'undefined' && (window as unknown as Record<string, unknown>).__PFE_PSEUDO_LOCALE__ === true;
}

const ONE_YEAR_S = 365 * 24 * 3600;

/** The first supported language among `wanted` (BCP 47 tags, most wanted first), by its primary subtag. */
export function pickLanguage(wanted: readonly string[]): Language {
  for (const tag of wanted) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isLanguage(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}

/**
 * Her language on this device: the `lang` cookie (her choice, on a signed-out page too), else the
 * browser's languages (Accept-Language), else English. Once signed in, her account's setting wins
 * (features/account keeps the cookie in step with it).
 */
export function detectLanguage(): Language {
  const chosen = readCookie(LANGUAGE_COOKIE);
  if (isLanguage(chosen)) return chosen;
  return pickLanguage(typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]));
}

/** The language the UI speaks now. */
export function currentLanguage(): Language {
  const lng = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(lng) ? lng : DEFAULT_LANGUAGE;
}

/** The locale Intl formats with: US English, and US Spanish (amounts stay in US dollars). */
export function intlLocale(language: Language = currentLanguage()): string {
  return `${language}-US`;
}

function applyToDocument(language: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

const options = {
  supportedLngs: [...LANGUAGE_CODES],
  fallbackLng: false as const,
  load: 'languageOnly' as const,
  ns: FIRST_NAMESPACES,
  defaultNS: COMMON_NS,
  interpolation: { escapeValue: false },
  returnNull: false,
};

/** Starts i18next in `language` with the common strings loaded (main.tsx awaits it before the first render). */
export async function initI18n(language: Language = detectLanguage()): Promise<void> {
  i18n.on('languageChanged', applyToDocument);
  const pseudo = pseudoRequested();
  const lng = pseudo ? PSEUDO_LANGUAGE : language;
  const supportedLngs = pseudo ? [...options.supportedLngs, PSEUDO_LANGUAGE] : options.supportedLngs;
  await i18n.use(lazyLocales).use(initReactI18next).init({ ...options, supportedLngs, lng, partialBundledLanguages: true });
  applyToDocument(lng);
}

/** Tests: every namespace of every language given at once, English on (src/testing/setup.ts). */
export function initI18nWithResources(resources: Resource): void {
  i18n.on('languageChanged', applyToDocument);
  void i18n.use(initReactI18next).init({ ...options, ns: Object.keys(resources.en ?? {}), lng: DEFAULT_LANGUAGE, resources, initAsync: false });
}

/** Switches the UI to `language` and remembers it on this device (the cookie signed-out pages read). */
export async function setLanguage(language: Language): Promise<void> {
  writeCookie(LANGUAGE_COOKIE, language, ONE_YEAR_S);
  if (currentLanguage() !== language) await i18n.changeLanguage(language);
}
