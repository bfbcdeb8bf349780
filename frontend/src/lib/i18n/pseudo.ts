/**
 * The pseudo-locale (issue 33): a test-only language made at run time from English, so a journey
 * can see at a glance which words on a screen did not come through i18next. Every string becomes
 * ⟦Ŝţŕîñĝ⟧: accented letters between markers, `{{variables}}`, `$t(nesting)` and `<tags>` kept as
 * they are, and every plural form a language may ask for filled from English's `_other`.
 *
 * It is never a language a member can choose: it is not in LANGUAGES (the switch, the account
 * setting, the cookie), and the page turns it on only when a test sets `window.__PFE_PSEUDO_LOCALE__`
 * before the app starts (lib/i18n/index.ts) (docs/i18n.md, "Pseudo-locale").
 */
export const PSEUDO_OPEN = '⟦';
export const PSEUDO_CLOSE = '⟧';

const ACCENTS: Record<string, string> = {
  a: 'á', b: 'ƀ', c: 'ç', d: 'đ', e: 'é', f: 'ƒ', g: 'ĝ', h: 'ĥ', i: 'î', j: 'ĵ', k: 'ķ', l: 'ļ', m: 'ɱ',
  n: 'ñ', o: 'ó', p: 'þ', q: 'ǫ', r: 'ŕ', s: 'š', t: 'ţ', u: 'û', v: 'ṽ', w: 'ŵ', x: 'ẋ', y: 'ý', z: 'ž',
  A: 'Á', B: 'Ɓ', C: 'Ç', D: 'Đ', E: 'É', F: 'Ƒ', G: 'Ĝ', H: 'Ĥ', I: 'Î', J: 'Ĵ', K: 'Ķ', L: 'Ļ', M: 'Ṁ',
  N: 'Ñ', O: 'Ó', P: 'Þ', Q: 'Ǫ', R: 'Ŕ', S: 'Š', T: 'Ţ', U: 'Û', V: 'Ṽ', W: 'Ŵ', X: 'Ẋ', Y: 'Ý', Z: 'Ž',
};

/** What must stay as written: interpolations, nestings and the tags of <Trans>. */
const KEPT = /(\{\{[^}]*\}\}|\$t\([^)]*\)|<\/?[\w-]+\s*\/?>)/;

/** One English string as the pseudo-locale says it. */
export function pseudoLocalize(text: string): string {
  const body = text
    .split(KEPT)
    .map((part, i) => (i % 2 === 1 ? part : part.replace(/[A-Za-z]/g, (c) => ACCENTS[c] ?? c)))
    .join('');
  return `${PSEUDO_OPEN}${body}${PSEUDO_CLOSE}`;
}

const PLURAL = /_(zero|one|two|few|many|other)$/;
const FORMS = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;

/** A namespace's English strings, every one pseudo-localised, each plural with all six forms. */
export function pseudoNamespace(tree: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(tree)) {
    if (value && typeof value === 'object') out[key] = pseudoNamespace(value as Record<string, unknown>);
    else out[key] = pseudoLocalize(String(value));
  }
  for (const key of Object.keys(tree)) {
    const match = PLURAL.exec(key);
    if (match?.[1] !== 'other') continue;
    const base = key.slice(0, -'_other'.length);
    for (const form of FORMS) out[`${base}_${form}`] ??= out[key];
  }
  return out;
}
