import { parse as parseCookies } from 'cookie';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_COOKIE, type Language } from '@pfe/contracts';

/**
 * The language a signed-out visitor reads the site in (ARCHITECTURE.md, Language): her `lang`
 * cookie (set by the language switch), else the first supported language of Accept-Language by
 * weight, else English. Registration stores it as her account's language, so her first emails
 * already go out in it.
 */
export function requestLanguage(headers: { cookie?: string; 'accept-language'?: string }): Language {
  const chosen = headers.cookie ? parseCookies(headers.cookie)[LANGUAGE_COOKIE] : undefined;
  if (isLanguage(chosen)) return chosen;
  const wanted = (headers['accept-language'] ?? '')
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { primary: tag.trim().toLowerCase().split('-')[0], weight: q === undefined ? 1 : Number(q) || 0, index };
    })
    .filter((w) => w.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return wanted.map((w) => w.primary).find(isLanguage) ?? DEFAULT_LANGUAGE;
}
