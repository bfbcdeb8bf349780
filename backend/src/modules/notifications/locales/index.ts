import { DEFAULT_LANGUAGE, type Language } from '@pfe/contracts';
import { en, type MailLocale } from './en';
import { es } from './es';

/** Every language's emails; adding a language is one file beside these and one line here. */
const LOCALES: Record<Exclude<Language, 'en'>, MailLocale> = { es };

/** The words of a language's emails, and a kind's sentence in it (English: the registry's own). */
export function mailLocale(language: Language | string | null | undefined): { strings: typeof en; sentence: (kind: string, english: string) => string } {
  const locale = language && language !== DEFAULT_LANGUAGE ? LOCALES[language as keyof typeof LOCALES] : undefined;
  if (!locale) return { strings: en, sentence: (_kind, english) => english };
  return { strings: locale.strings, sentence: (kind, english) => locale.sentences[kind] ?? english };
}

/** Fills `{{name}}` from `values`. */
export const fill = (text: string, values: Record<string, string | number>): string =>
  text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

export { LOCALES as MAIL_LOCALES };
