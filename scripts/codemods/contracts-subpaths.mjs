// Codemod: every name imported from the contracts comes from the module that declares it.
//
//   node scripts/codemods/contracts-subpaths.mjs            rewrite the default folders
//   node scripts/codemods/contracts-subpaths.mjs --check    change nothing; exit 1 if a file needs rewriting
//   node scripts/codemods/contracts-subpaths.mjs <paths…>   only these files or folders
//
// The platform's shared files are the ones packages/contracts/src/index.ts re-exports (`export * from
// './api'`): their names come from '@pfe/contracts'. Every other file of packages/contracts/src is one
// sub-app's (`lighthouse.ts`): its names come from its subpath, '@pfe/contracts/lighthouse'. The map
// from name to module is read from the contracts' sources on each run, so the codemod follows later moves.
//
// It rewrites `import … from '@pfe/contracts'` and `import … from '@pfe/contracts/<x>'` (and `export
// { … } from` the same) in the default folders: a declaration whose names all belong elsewhere only
// changes its module; one whose names belong to several modules is split, one declaration per module,
// each keeping `import type` (and inline `type` modifiers) and aliases as they were; a name that joins a
// module the file already imports of the same kind (type or value) joins that declaration. Names the
// contracts do not declare stay where they are, and so do namespace and default imports (both are
// reported). Running it again changes nothing. Plain Node plus the repository's `typescript`.
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { basename, extname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const ROOT = resolve(import.meta.dirname, '../..');
const PACKAGE = '@pfe/contracts';
const CONTRACTS_SRC = join(ROOT, 'packages/contracts/src');
const DEFAULT_PATHS = ['backend/src', 'backend/test', 'frontend/src', 'frontend/e2e', 'bench', 'packages'];
const SKIP_DIRS = new Set(['node_modules', 'dist', 'coverage', '.git']);
const EXTENSIONS = new Set(['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs']);

const parse = (file, text) => ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, scriptKind(file));

function scriptKind(file) {
  const ext = extname(file);
  if (ext === '.tsx') return ts.ScriptKind.TSX;
  if (ext === '.jsx') return ts.ScriptKind.JSX;
  if (['.js', '.mjs', '.cjs'].includes(ext)) return ts.ScriptKind.JS;
  return ts.ScriptKind.TS;
}

const hasExport = (node) => (ts.getCombinedModifierFlags(node) & ts.ModifierFlags.Export) !== 0;

/** The names a contracts file exports itself (declarations and local `export { … }` lists). */
function declaredNames(source) {
  const names = [];
  const bindingNames = (name) =>
    ts.isIdentifier(name) ? [name.text] : name.elements.flatMap((element) => (ts.isOmittedExpression(element) ? [] : bindingNames(element.name)));
  for (const statement of source.statements) {
    if (ts.isVariableStatement(statement) && hasExport(statement)) {
      for (const declaration of statement.declarationList.declarations) names.push(...bindingNames(declaration.name));
    } else if (
      (ts.isFunctionDeclaration(statement) ||
        ts.isClassDeclaration(statement) ||
        ts.isInterfaceDeclaration(statement) ||
        ts.isTypeAliasDeclaration(statement) ||
        ts.isEnumDeclaration(statement) ||
        ts.isModuleDeclaration(statement)) &&
      hasExport(statement) &&
      statement.name
    ) {
      names.push(statement.name.text);
    } else if (ts.isExportDeclaration(statement) && !statement.moduleSpecifier && statement.exportClause && ts.isNamedExports(statement.exportClause)) {
      names.push(...statement.exportClause.elements.map((element) => element.name.text));
    }
  }
  return names;
}

/** name → the module specifier that now exports it, read from packages/contracts/src. */
export function contractsMap() {
  const index = parse('index.ts', readFileSync(join(CONTRACTS_SRC, 'index.ts'), 'utf8'));
  const shared = new Set(['index']);
  for (const statement of index.statements) {
    if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)) {
      shared.add(basename(statement.moduleSpecifier.text).replace(/\.(ts|js)$/, ''));
    }
  }
  const map = new Map();
  for (const file of readdirSync(CONTRACTS_SRC).sort()) {
    if (!/\.tsx?$/.test(file) || file.endsWith('.d.ts') || /\.(test|spec)\.tsx?$/.test(file)) continue;
    const name = file.replace(/\.tsx?$/, '');
    const specifier = shared.has(name) ? PACKAGE : `${PACKAGE}/${name}`;
    for (const exported of declaredNames(parse(file, readFileSync(join(CONTRACTS_SRC, file), 'utf8')))) {
      const previous = map.get(exported);
      if (previous && previous.specifier !== specifier) {
        throw new Error(`${exported} is declared by both packages/contracts/src/${previous.file} and packages/contracts/src/${file}`);
      }
      map.set(exported, { specifier, file });
    }
  }
  return map;
}

const isContracts = (specifier) => specifier === PACKAGE || specifier.startsWith(`${PACKAGE}/`);

function* sourceFiles(path) {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) return;
  if (stat.isFile()) {
    if (EXTENSIONS.has(extname(path)) && !path.endsWith('.d.ts')) yield path;
    return;
  }
  if (path === resolve(ROOT, 'packages/contracts')) return;
  for (const entry of readdirSync(path).sort()) {
    if (SKIP_DIRS.has(entry)) continue;
    yield* sourceFiles(join(path, entry));
  }
}

/**
 * The one module every `ns.Name` of a namespace import comes from, or null when its names come from
 * several modules, one is not the contracts', or the namespace is used otherwise (`ns[key]`, passed on).
 */
function namespaceTarget(source, namespace, map) {
  const targets = new Set();
  let other = false;
  const visit = (node) => {
    if (ts.isIdentifier(node) && node.text === namespace && !ts.isNamespaceImport(node.parent)) {
      const parent = node.parent;
      const name =
        ts.isPropertyAccessExpression(parent) && parent.expression === node ? parent.name.text : ts.isQualifiedName(parent) && parent.left === node ? parent.right.text : null;
      const target = name && map.get(name)?.specifier;
      if (target) targets.add(target);
      else other = true;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return !other && targets.size === 1 ? [...targets][0] : null;
}

/**
 * One import or export declaration from the contracts, with named bindings only:
 * its kind (`import`/`export`, type-only or not), its specifiers and where each now belongs.
 */
function contractsDeclarations(source, map, warn) {
  const found = [];
  const where = (node) => `${relative(ROOT, source.fileName)}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`;
  for (const statement of source.statements) {
    const isImport = ts.isImportDeclaration(statement);
    const isExport = ts.isExportDeclaration(statement);
    if (!isImport && !isExport) continue;
    const moduleSpecifier = statement.moduleSpecifier;
    if (!moduleSpecifier || !ts.isStringLiteral(moduleSpecifier) || !isContracts(moduleSpecifier.text)) continue;
    let elements;
    let typeOnly;
    if (isImport) {
      const clause = statement.importClause;
      if (!clause) continue; // `import '@pfe/contracts'`: nothing to route
      if (!clause.name && clause.namedBindings && ts.isNamespaceImport(clause.namedBindings)) {
        const target = namespaceTarget(source, clause.namedBindings.name.text, map);
        if (target) found.push({ statement, namespace: true, module: moduleSpecifier.text, specifiers: [{ text: '*', target }] });
        else warn(`${where(statement)}: the namespace import of ${moduleSpecifier.text} uses names of several modules, or uses it otherwise than \`ns.Name\`: left as it is`);
        continue;
      }
      if (clause.name) {
        warn(`${where(statement)}: a default import of ${moduleSpecifier.text} is left as it is`);
        continue;
      }
      if (!clause.namedBindings) continue;
      elements = clause.namedBindings.elements;
      typeOnly = clause.isTypeOnly;
    } else {
      if (!statement.exportClause || !ts.isNamedExports(statement.exportClause)) {
        warn(`${where(statement)}: \`export * from '${moduleSpecifier.text}'\` is left as it is`);
        continue;
      }
      elements = statement.exportClause.elements;
      typeOnly = statement.isTypeOnly;
    }
    const specifiers = elements.map((element) => {
      const imported = (element.propertyName ?? element.name).text;
      const target = map.get(imported)?.specifier;
      if (!target) warn(`${where(element)}: ${imported} is not declared in packages/contracts/src; it stays on ${moduleSpecifier.text}`);
      return { text: element.getText(source), target: target ?? moduleSpecifier.text };
    });
    found.push({ statement, isImport, typeOnly, module: moduleSpecifier.text, specifiers });
  }
  // require('@pfe/contracts'), import('@pfe/contracts'), vi.mock('@pfe/contracts'): left for a person to check.
  const visit = (node) => {
    if (ts.isCallExpression(node) && node.arguments.length > 0 && ts.isStringLiteralLike(node.arguments[0]) && isContracts(node.arguments[0].text)) {
      warn(`${where(node)}: \`${node.expression.getText(source)}('${node.arguments[0].text}')\` is left as it is: check the names it uses`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * The text of one declaration with the original's keyword, quotes and semicolon: on one line, or one
 * name a line when the original was laid out so and one line would be long.
 */
function declarationText(template, source, module, specifiers) {
  const text = template.statement.getText(source);
  const quote = template.statement.moduleSpecifier.getText(source)[0];
  const semicolon = text.trimEnd().endsWith(';') ? ';' : '';
  const keyword = `${template.isImport ? 'import' : 'export'}${template.typeOnly ? ' type' : ''}`;
  const oneLine = `${keyword} { ${specifiers.join(', ')} } from ${quote}${module}${quote}${semicolon}`;
  if (!/\{\s*\n/.test(text) || oneLine.length <= 120) return oneLine;
  return `${keyword} {\n${specifiers.map((s) => `  ${s},\n`).join('')}} from ${quote}${module}${quote}${semicolon}`;
}

/** The rewritten text of one file, or null when every contracts name already comes from its module. */
export function rewrite(fileName, text, map, warn = () => {}) {
  const source = parse(fileName, text);
  const declarations = contractsDeclarations(source, map, warn);
  if (declarations.every((d) => d.specifiers.every((s) => s.target === d.module))) return null;

  // A namespace import moves whole (it is never split, and never takes names from another declaration).
  const kindOf = (d, module) => (d.namespace ? d : `${d.isImport ? 'import' : 'export'}${d.typeOnly ? ' type' : ''} ${module}`);
  // What each declaration becomes: [module, names][], one declaration per module, in order.
  const groups = new Map(declarations.map((d) => [d, []]));
  // The names list that receives a name moving to a module, by kind: the first declaration of that kind and module.
  const receivers = new Map();
  for (const d of declarations) {
    const staying = d.specifiers.filter((s) => s.target === d.module).map((s) => s.text);
    if (staying.length === 0) continue;
    groups.get(d).push([d.module, staying]);
    if (!receivers.has(kindOf(d, d.module))) receivers.set(kindOf(d, d.module), staying);
  }
  for (const d of declarations) {
    for (const s of d.specifiers) {
      if (s.target === d.module) continue;
      let names = receivers.get(kindOf(d, s.target));
      if (!names) {
        names = [];
        groups.get(d).push([s.target, names]);
        receivers.set(kindOf(d, s.target), names);
      }
      if (!names.includes(s.text)) names.push(s.text);
    }
  }

  const edits = [];
  for (const d of declarations) {
    const parts = groups.get(d);
    const original = d.specifiers.map((s) => s.text);
    const sameNames = (names) => names.length === original.length && names.every((name, i) => name === original[i]);
    const start = d.statement.getStart(source);
    if (parts.length === 1 && sameNames(parts[0][1])) {
      if (parts[0][0] === d.module) continue;
      // Same names, another module: change the module alone, so the rest stays as written.
      const spec = d.statement.moduleSpecifier;
      edits.push({ start: spec.getStart(source) + 1, end: spec.getEnd() - 1, text: parts[0][0] });
    } else if (parts.length === 0) {
      // Every name joined another declaration: drop this one, with its line when it is alone on it.
      const lineStart = text.lastIndexOf('\n', start - 1) + 1;
      const lineEnd = text.indexOf('\n', d.statement.getEnd());
      const alone = text.slice(lineStart, start).trim() === '' && (lineEnd === -1 ? text.slice(d.statement.getEnd()) : text.slice(d.statement.getEnd(), lineEnd)).trim() === '';
      edits.push(alone ? { start: lineStart, end: lineEnd === -1 ? text.length : lineEnd + 1, text: '' } : { start, end: d.statement.getEnd(), text: '' });
    } else {
      const indent = text.slice(text.lastIndexOf('\n', start - 1) + 1, start).match(/^\s*/)[0];
      const texts = parts.map(([module, names]) => declarationText(d, source, module, names));
      edits.push({ start, end: d.statement.getEnd(), text: texts.join(`\n${indent}`) });
    }
  }
  edits.sort((a, b) => b.start - a.start);
  let out = text;
  for (const edit of edits) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  return out === text ? null : out;
}

function main(argv) {
  const check = argv.includes('--check');
  const paths = argv.filter((arg) => !arg.startsWith('--'));
  const map = contractsMap();
  const warnings = [];
  const changed = [];
  for (const path of paths.length > 0 ? paths : DEFAULT_PATHS) {
    for (const file of sourceFiles(resolve(ROOT, path))) {
      const text = readFileSync(file, 'utf8');
      if (!text.includes(PACKAGE)) continue;
      const out = rewrite(file, text, map, (message) => warnings.push(message));
      if (out === null) continue;
      changed.push(relative(ROOT, file));
      if (!check) writeFileSync(file, out);
    }
  }
  for (const warning of warnings) console.warn(`warning: ${warning}`);
  for (const file of changed) console.log(`${check ? 'would rewrite' : 'rewrote'} ${file}`);
  console.log(`${changed.length} file(s) ${check ? 'to rewrite' : 'rewritten'}.`);
  if (check && changed.length > 0) process.exitCode = 1;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) main(process.argv.slice(2));
