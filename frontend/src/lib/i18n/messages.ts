import { currentLanguage, i18n } from '.';

/**
 * A text the server sent in English (its `message`, for API clients), in the UI's language: the
 * translation under `key` outside English, the server's own words in English (the spec's texts).
 */
export function translatedMessage(english: string, key: string): string {
  if (currentLanguage() === 'en' || !i18n.exists(key)) return english;
  return i18n.t(key);
}

/** The words for an error `code` of the API in the UI's language; undefined in English or for a code with no translation (the server's message then). */
export function errorText(code: string | undefined): string | undefined {
  if (!code || currentLanguage() === 'en') return undefined;
  const key = `errors:${code}`;
  return i18n.exists(key) ? i18n.t(key) : undefined;
}
