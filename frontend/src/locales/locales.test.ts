import { LANGUAGE_CODES } from '@pfe/contracts';
import { allLocales } from '../testing/i18n';

/**
 * Every language has every key of English (the source) and no other, with the same `{{variables}}`
 * (issue 33). A plural (`key_one`, `key_other`…) has exactly the forms its language's plural rules
 * use (Intl.PluralRules), so "1 día", "2 días" and "1.000.000 de días" all have a string.
 */
const PLURAL = /_(zero|one|two|few|many|other)$/;

function flatten(tree: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object') flatten(value, path).forEach((v, k) => out.set(k, v));
    else out.set(path, String(value));
  }
  return out;
}

const variables = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}|\$t\(([^)]+)\)/g)].map((m) => m[1] ?? m[2]).sort();

/** Per namespace: each key without its plural suffix → the forms it has, and the variables of each form. */
function shape(strings: Map<string, string>) {
  const keys = new Map<string, { forms: Set<string>; variables: Set<string> }>();
  for (const [key, text] of strings) {
    const base = key.replace(PLURAL, '');
    const entry = keys.get(base) ?? { forms: new Set<string>(), variables: new Set<string>() };
    entry.forms.add(PLURAL.exec(key)?.[1] ?? '');
    // A plural's forms may drop {{count}} ("un día"): its other variables must match.
    variables(text)
      .filter((v) => !(PLURAL.test(key) && v === 'count'))
      .forEach((v) => entry.variables.add(v));
    keys.set(base, entry);
  }
  return keys;
}

describe('translations', () => {
  const locales = allLocales();
  const namespaces = Object.keys(locales.en ?? {}).sort();

  it('has a folder for every supported language and English namespaces to compare with', () => {
    expect(Object.keys(locales).sort()).toEqual([...LANGUAGE_CODES].sort());
    expect(namespaces.length).toBeGreaterThan(0);
  });

  for (const language of LANGUAGE_CODES.filter((l) => l !== 'en')) {
    it(`${language} has exactly the namespaces of English`, () => {
      expect(Object.keys(locales[language] ?? {}).sort()).toEqual(namespaces);
    });

    const categories = new Set(new Intl.PluralRules(language).resolvedOptions().pluralCategories);
    for (const ns of namespaces) {
      it(`${language}/${ns}.json has every key of en/${ns}.json, no other, with the same variables and its own plural forms`, () => {
        const en = shape(flatten(locales.en[ns]));
        const other = shape(flatten(locales[language]?.[ns] ?? {}));
        expect({ missing: [...en.keys()].filter((k) => !other.has(k)) }).toEqual({ missing: [] });
        expect({ extra: [...other.keys()].filter((k) => !en.has(k)) }).toEqual({ extra: [] });
        for (const [key, source] of en) {
          const target = other.get(key)!;
          expect({ key, variables: [...target.variables].sort() }).toEqual({ key, variables: [...source.variables].sort() });
          const plural = source.forms.has('other');
          expect({ key, forms: [...target.forms].sort() }).toEqual({ key, forms: plural ? [...categories].sort() : [''] });
        }
      });
    }
  }

  it('English plurals have the forms English uses', () => {
    const categories = new Intl.PluralRules('en').resolvedOptions().pluralCategories.sort();
    for (const ns of namespaces) {
      for (const [key, { forms }] of shape(flatten(locales.en[ns]))) {
        if (forms.has('other')) expect({ ns, key, forms: [...forms].sort() }).toEqual({ ns, key, forms: categories });
      }
    }
  });
});
