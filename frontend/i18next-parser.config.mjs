// Finds the keys the UI uses and adds the missing ones to every language's files (docs/i18n.md):
// `cd frontend && npx i18next-parser`. Keys built at run time (`moves.${name}.title`) are not seen,
// so nothing is removed (keepRemoved); the key-parity test (src/locales/locales.test.ts) guards the rest.
export default {
  locales: ['en', 'es'],
  input: ['src/**/*.{ts,tsx}', '!src/**/*.test.{ts,tsx}'],
  output: 'src/locales/$LOCALE/$NAMESPACE.json',
  defaultNamespace: 'common',
  namespaceSeparator: ':',
  keySeparator: '.',
  keepRemoved: true,
  sort: false,
  indentation: 2,
};
