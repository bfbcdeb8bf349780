// Transfer size of a first visit: the bytes a browser with an empty cache downloads for the landing
// page (signed out) and a member's dashboard, each in English and in Spanish (a browser asking for
// es-US: Accept-Language and navigator.languages, and a member whose account is Spanish), the admin
// console, a SupportMatch page without a chat and the SupportMatch chat, with compression on. Starts the built app (`npm run build` first) with an
// embedded database, or a fresh database on TEST_DATABASE_URL's server; Debian's Chromium
// (/usr/bin/chromium) loads each page in a fresh context and the Chrome DevTools protocol counts
// what came over the wire. Also says which chunks each page loaded: the console only on the console,
// the socket.io client never on a signed-out page, and a page's strings only in its own language.
//
//   npm run bench:transfer                     the current build (frontend/dist)
//   BENCH_DIST=/path/to/dist npm run bench:transfer   another build, e.g. an older one to compare
import { chromium } from '@playwright/test';
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { root, startApp, waitForHealth } from './lib.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 5093);
const GOAL_MEMBER_JS = 250_000; // bytes of compressed JS for a member's first visit (issue 9, item 12)
const CHROMIUM = '/usr/bin/chromium';
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const dist = resolve(process.env.BENCH_DIST ?? join(root, 'frontend', 'dist'));
const ADMIN = { email: 'bench-admin@example.test', password: 'bench-admin-password-1' };
const PASSWORD = 'bench-member-password-1';

for (const needed of [join(dist, 'index.html'), join(root, 'backend/dist/main.js')]) {
  if (!existsSync(needed)) throw new Error(`${needed} is missing: run \`npm run build\` first.`);
}
if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: apt-get install -y chromium`);

const kB = (bytes) => (bytes / 1000).toFixed(1);

/** The languages' strings (frontend/src/locales/<language>/<namespace>.json), to read the pages' texts and tell the string chunks apart. */
const LOCALES = join(root, 'frontend', 'src', 'locales');
const LANGUAGES = readdirSync(LOCALES).filter((name) => statSync(join(LOCALES, name)).isDirectory());
const strings = (language, namespace) => JSON.parse(readFileSync(join(LOCALES, language, `${namespace}.json`), 'utf8'));
const leaves = (value) => (typeof value === 'string' ? [value] : Object.values(value).flatMap(leaves));

/**
 * A few texts of each language's namespace that no other language's file has, as the build keeps
 * them in a chunk: the chunk of a namespace is the language whose texts it holds.
 */
const MARKERS = new Map(
  readdirSync(join(LOCALES, 'en'))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.replace(/\.json$/, ''))
    .map((namespace) => {
      const texts = Object.fromEntries(LANGUAGES.map((language) => [language, leaves(strings(language, namespace))]));
      const own = (language) =>
        texts[language].filter((text) => text.length >= 12 && !/[`\\$]/.test(text) && LANGUAGES.every((other) => other === language || !texts[other].includes(text))).slice(0, 5);
      return [namespace, Object.fromEntries(LANGUAGES.map((language) => [language, own(language)]))];
    }),
);

/** The language of a strings chunk (`common`, `auth`…), or undefined for any other chunk. */
function chunkLanguage(name, content) {
  const markers = MARKERS.get(name);
  if (!markers || !content) return undefined;
  return LANGUAGES.find((language) => markers[language].some((text) => content.includes(text)));
}

/** A fresh database: a new one on TEST_DATABASE_URL's server, else an embedded one in .test-data/. */
async function database() {
  const external = process.env.TEST_DATABASE_URL;
  const dataDir = join(root, '.test-data', 'bench-transfer');
  rmSync(dataDir, { recursive: true, force: true });
  if (!external) return { env: { EMBEDDED_PG_PORT: '54393' }, dataDir, drop: async () => {} };
  const { default: pg } = await import('pg');
  const name = `bench_transfer_${Date.now()}`;
  const run = async (sql) => {
    const client = new pg.Client({ connectionString: external });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE "${name}"`);
  const url = new URL(external);
  url.pathname = `/${name}`;
  return { env: { DATABASE_URL: url.toString() }, dataDir, drop: () => run(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}

/** A JSON call with an optional session cookie; answers the body and the session cookie it set. */
async function call(base, method, path, { body, cookie, headers = {} } = {}) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { ...(body ? { 'Content-Type': 'application/json' } : {}), ...(cookie ? { Cookie: cookie } : {}), ...headers },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${text}`);
  const setCookie = res.headers.getSetCookie().find((c) => c.startsWith('pfe.sid='));
  return { body: text ? JSON.parse(text) : undefined, cookie: setCookie ? setCookie.split(';')[0] : cookie };
}

/** The sessions the pages are loaded with: the admin, a member, a member who signed up in Spanish, and two members in a SupportMatch partnership. */
async function sessions(base) {
  const admin = (await call(base, 'POST', '/api/auth/login', { body: ADMIN })).cookie;
  const { body: invite } = await call(base, 'POST', '/api/admin/invites', { body: { maxUses: 5 }, cookie: admin });
  const member = async (name, headers) => {
    const registered = await call(base, 'POST', '/api/auth/register', { body: { email: `bench-${name}-${Date.now()}@example.test`, password: PASSWORD, firstName: name }, headers });
    const { cookie } = await call(base, 'POST', '/api/redeem-invite', { body: { code: invite.code }, cookie: registered.cookie }); // a new session id after the privilege change
    return cookie;
  };
  // Her browser asked for Spanish when she signed up: her account's language is Spanish.
  const out = { admin, member: await member('Ana'), spanishMember: await member('Lucía', { 'Accept-Language': 'es-US,es;q=0.9' }) };
  try {
    const [a, b] = [await member('Alder'), await member('Birch')];
    const profile = { genderPreference: 'any', timezone: 'Asia/Tokyo', timezonePreference: 'same_timezone' };
    await call(base, 'POST', '/api/supportmatch/profile', { body: { ...profile, nickname: 'Alder', gender: 'female' }, cookie: a });
    await call(base, 'POST', '/api/supportmatch/profile', { body: { ...profile, nickname: 'Birch', gender: 'male' }, cookie: b });
    await call(base, 'POST', '/api/supportmatch/admin/partnerships/run-matching', { cookie: admin });
    await call(base, 'GET', '/api/supportmatch/partnership/active', { cookie: a });
    out.partner = a;
  } catch (error) {
    console.warn(`No SupportMatch partnership, so no chat page: ${error.message}`);
  }
  return out;
}

/** What a chunk file is, by name (the build names its chunks) and, for the socket client, by content. */
function chunkInfo(file) {
  const path = join(dist, 'assets', file);
  const raw = existsSync(path) ? statSync(path).size : 0;
  const content = raw && file.endsWith('.js') ? readFileSync(path, 'utf8') : '';
  const type = /\.m?js$/.test(file) ? 'js' : /\.css$/.test(file) ? 'css' : 'other';
  const name = file.replace(/-[\w-]{8}\.(m?js|css)$/, '');
  return { name, type, raw, socketClient: /engine\.io/.test(content), language: chunkLanguage(name, content) };
}

/** Loads one page in a fresh context (empty cache) and counts the bytes each response took on the wire. */
async function visit(browser, base, { label, path, cookie, ready, locale = 'en-US' }) {
  const context = await browser.newContext({ serviceWorkers: 'block', locale });
  if (cookie) {
    const [name, value] = cookie.split(/=(.*)/s);
    await context.addCookies([{ name, value, url: base, httpOnly: true, sameSite: 'Lax' }]);
  }
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const requests = new Map();
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    requests.set(requestId, {
      url: response.url,
      status: response.status,
      headerBytes: response.encodedDataLength,
      encoding: response.headers['content-encoding'] ?? response.headers['Content-Encoding'] ?? 'identity',
      contentLength: Number(response.headers['content-length'] ?? response.headers['Content-Length'] ?? NaN),
    });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const r = requests.get(requestId);
    if (r) r.total = encodedDataLength;
  });
  await page.goto(`${base}${path}`);
  await ready(page);
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  await context.close();

  const rows = [...requests.values()].filter((r) => r.total !== undefined);
  const sum = (kind) => rows.filter((r) => kind(r)).reduce((acc, r) => acc + (Number.isFinite(r.contentLength) ? r.contentLength : r.total - r.headerBytes), 0);
  const isJs = (r) => /\.m?js(\?|$)/.test(new URL(r.url).pathname);
  const isCss = (r) => /\.css(\?|$)/.test(new URL(r.url).pathname);
  const chunks = rows
    .filter((r) => new URL(r.url).pathname.startsWith('/assets/'))
    .map((r) => ({ ...chunkInfo(new URL(r.url).pathname.slice('/assets/'.length)), wire: r.contentLength, encoding: r.encoding }));
  return {
    label,
    path,
    language: locale.split('-')[0],
    requests: rows.length,
    js: sum(isJs),
    css: sum(isCss),
    other: sum((r) => !isJs(r) && !isCss(r)),
    wire: rows.reduce((acc, r) => acc + r.total, 0),
    unpackedJs: chunks.filter((c) => c.type === 'js').reduce((acc, c) => acc + c.raw, 0),
    encodings: [...new Set(chunks.map((c) => c.encoding))].join('/'),
    chunks,
  };
}

const db = await database();
const app = startApp({
  port: PORT,
  dataDir: db.dataDir,
  pgPort: Number(db.env.EMBEDDED_PG_PORT ?? 54393),
  env: {
    ...db.env,
    NODE_ENV: 'test',
    FRONTEND_DIST: dist,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    RATE_LIMIT_MAX_PER_IP: '10000',
    RATE_LIMIT_MAX_PER_ACCOUNT: '10000',
  },
});
let failed = false;
try {
  await waitForHealth(app.base, 120_000);
  const users = await sessions(app.base);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const es = { auth: strings('es', 'auth'), dashboard: strings('es', 'dashboard') };
  const pages = [
    { label: 'landing, signed out', path: '/', ready: (p) => p.getByRole('button', { name: 'Sign In Securely' }).waitFor() },
    { label: "member's dashboard", path: '/', cookie: users.member, ready: (p) => p.getByRole('heading', { name: 'My Dashboard' }).waitFor() },
    // The first visit follows the browser's languages (Accept-Language); the member's own account is Spanish.
    { label: 'landing, signed out, es', path: '/', locale: 'es-US', ready: (p) => p.getByRole('button', { name: es.auth.landing.signIn }).waitFor() },
    { label: "member's dashboard, es", path: '/', locale: 'es-US', cookie: users.spanishMember, ready: (p) => p.getByRole('heading', { name: es.dashboard.title }).waitFor() },
    { label: 'admin console', path: '/admin', cookie: users.admin, ready: (p) => p.getByText('Payment Status').first().waitFor() },
    { label: 'SupportMatch (no chat)', path: '/apps/supportmatch', cookie: users.member, ready: (p) => p.getByRole('heading', { name: 'Welcome to SupportMatch' }).waitFor() },
    ...(users.partner
      ? [{ label: 'SupportMatch chat', path: '/apps/supportmatch/partnership', cookie: users.partner, ready: (p) => p.getByRole('log', { name: 'Messages' }).waitFor() }]
      : []),
  ];
  const results = [];
  try {
    for (const page of pages) results.push(await visit(browser, app.base, page));
  } finally {
    await browser.close();
  }

  console.log(`\nFirst visit, empty cache, Chromium (Accept-Encoding: gzip, deflate, br, zstd); build: ${dist}`);
  console.log('bytes are the response bodies as sent (compressed); "wire" adds the HTTP headers; 1 kB = 1,000 bytes\n');
  const header = ['page', 'lang', 'JS kB', 'CSS kB', 'other kB', 'wire kB', 'JS unpacked kB', 'requests', 'encoding'];
  const table = results.map((r) => [`${r.label} (${r.path})`, r.language, kB(r.js), kB(r.css), kB(r.other), kB(r.wire), kB(r.unpackedJs), String(r.requests), r.encodings]);
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i].length)));
  const line = (cells) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(line(header));
  for (const row of table) console.log(line(row));

  console.log('\nChunks loaded (name: kB as sent):');
  for (const r of results) console.log(`  ${r.label}: ${r.chunks.map((c) => `${c.language ? `${c.language}:` : ''}${c.name}${c.socketClient ? ' [socket.io client]' : ''} ${kB(c.wire)}`).join(', ')}`);

  const byLabel = Object.fromEntries(results.map((r) => [r.label, r]));
  const has = (label, test) => byLabel[label]?.chunks.some(test);
  const isConsole = (c) => /^(AdminApp|react-admin)$/.test(c.name);
  const firstVisits = ['landing, signed out', "member's dashboard", 'landing, signed out, es', "member's dashboard, es"];
  const checks = [
    ...["member's dashboard", "member's dashboard, es"].map((label) => [
      `member's first visit (${byLabel[label].language}): ${kB(byLabel[label].js)} kB of compressed JS (goal ≤ ${kB(GOAL_MEMBER_JS)} kB)`,
      byLabel[label].js <= GOAL_MEMBER_JS,
    ]),
    ['landing loads less JS than the dashboard, in each language', byLabel['landing, signed out'].js < byLabel["member's dashboard"].js && byLabel['landing, signed out, es'].js < byLabel["member's dashboard, es"].js],
    ['landing and dashboard load no console chunk', firstVisits.every((label) => !has(label, isConsole))],
    [
      "each first visit loads its own language's strings only (and some)",
      firstVisits.every((label) => has(label, (c) => c.language === byLabel[label].language) && !has(label, (c) => c.language && c.language !== byLabel[label].language)),
    ],
    ['the console loads its chunks (AdminApp, react-admin)', has('admin console', (c) => c.name === 'AdminApp') && has('admin console', (c) => c.name === 'react-admin')],
    // A signed-in page opens the socket for the bell and session.ended (live, journey 30), so only signed-out pages go without it.
    ['signed-out pages never load the socket.io client (the chat does)', !has('landing, signed out', (c) => c.socketClient) && !has('landing, signed out, es', (c) => c.socketClient) && (!users.partner || has('SupportMatch chat', (c) => c.socketClient))],
    ['every JS and CSS file came compressed', results.every((r) => r.chunks.every((c) => c.encoding !== 'identity' || c.raw < 1024))],
  ];
  console.log('');
  for (const [what, ok] of checks) {
    console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
    if (!ok) failed = true;
  }
} finally {
  await app.stop();
  await db.drop();
}
process.exitCode = failed ? 1 : 0;
