/**
 * Jest transformer for the ES-module-only packages the backend uses (NestJS 12 ships as ESM only).
 * Jest runs our specs as CommonJS (ts-jest), and CommonJS Jest cannot load ESM, so these files are
 * transpiled to CommonJS with the TypeScript compiler we already have. `import.meta.url` (used
 * with `createRequire`) has no CommonJS syntax, so it becomes this file's `file://` URL first; a
 * top-level `const require = createRequire(import.meta.url)` is dropped, since a CommonJS module
 * already has that very `require` (and may not redeclare it).
 * Dynamic `import()` becomes `require()`, which is what Nest's optional-package loading needs.
 */
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const ts = require('typescript');

// The cache key covers this transformer's own text too, so editing it invalidates Jest's cache.
const SELF = fs.readFileSync(__filename, 'utf8');

const OWN_REQUIRE = /^const require = createRequire\(import\.meta\.url\);$/gm;
const IMPORT_META_URL = /\bimport\.meta\.url\b/g;
const FILE_URL = "require('node:url').pathToFileURL(__filename).href";

function toCommonJsSyntax(source) {
  return source.replace(OWN_REQUIRE, '').replace(IMPORT_META_URL, FILE_URL);
}

module.exports = {
  process(source, filename) {
    const { outputText, sourceMapText } = ts.transpileModule(toCommonJsSyntax(source), {
      fileName: filename,
      compilerOptions: {
        module: ts.ModuleKind.CommonJS,
        target: ts.ScriptTarget.ES2022,
        allowJs: true,
        esModuleInterop: true,
        sourceMap: true,
        inlineSources: false,
      },
      reportDiagnostics: false,
    });
    return { code: outputText, map: sourceMapText };
  },
  getCacheKey(source, filename) {
    return createHash('sha256').update(ts.version).update('\0').update(SELF).update('\0').update(filename).update('\0').update(source).digest('hex');
  },
};
