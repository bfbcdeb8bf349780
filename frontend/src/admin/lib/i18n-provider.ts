import { LANGUAGES } from '@pfe/contracts';
import type { I18nProvider } from 'react-admin';
import { currentLanguage, i18n, setLanguage } from '../../lib/i18n';

/** Polyglot's `%{name}` placeholders, as react-admin writes its default texts (`_`). */
const fillPolyglot = (text: string, values: Record<string, unknown>) => text.replace(/%\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

/**
 * react-admin's translations over the app's one i18next instance (issue 33; not ra-i18n-i18next,
 * which pins another i18next): its own `ra.*` strings are ours, in src/locales/<language>/ra.json,
 * with i18next plurals for polyglot's `smart_count`. A key no language has yet (a resource name)
 * falls back to the default text react-admin passes (`_`), else the key.
 */
export function createI18nProvider(): I18nProvider {
  return {
    translate(key, options = {}) {
      const { _: fallback, smart_count: smartCount, ...rest } = options as Record<string, unknown>;
      const values = { ...rest, ...(smartCount !== undefined ? { count: Number(smartCount), smart_count: smartCount } : {}) };
      if (key.startsWith('ra.') && i18n.exists(key, { ns: 'ra', ...values })) return i18n.t(key, { ns: 'ra', ...values });
      if (typeof fallback === 'string') return fillPolyglot(fallback, values);
      return key;
    },
    changeLocale: (locale) => setLanguage(locale === 'es' ? 'es' : 'en'),
    getLocale: () => currentLanguage(),
    getLocales: () => LANGUAGES.map((l) => ({ locale: l.code, name: l.name })),
  };
}
