// Issue 32: the invite tree answers for 10,000 members. The built app on a fresh database; 10,000
// members seeded straight into it as one invite tree under one root (each member made a code that
// brought in up to 4 others: a tree about 7 levels deep), one in 20 reported, one in 50 suspended.
// An admin (a moderator too) asks GET /api/moderation/members/:root, which walks the whole tree
// (recursive CTE over users.invited_by) for its counts and answers the nearest 500 nodes with their
// per-inviter counts. Warm-up, then
// BENCH_ROUNDS sequential requests (default 30); the median and the 95th percentile of the time to
// the whole answer. Target: under 200 ms.
//
//   npm run build && node bench/invite-tree.mjs        (BENCH_MEMBERS, default 10000)
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { call, freshDatabase, median, root, sql, startApp, waitForHealth } from './lib.mjs';

// The tree query of backend/src/modules/moderation/moderation.repository.ts (inviteTree), as built.
const { TREE_SQL } = await import(join(root, 'backend/dist/modules/moderation/moderation.repository.js'));
const { INVITE_TREE_MAX } = await import(join(root, 'backend/dist/modules/moderation/moderation-members.service.js'));
const members = Number(process.env.BENCH_MEMBERS ?? 10_000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 30);
const FANOUT = 4;
const ADMIN = { email: 'bench-admin@example.test', password: 'bench-admin-password-1' };
const db = await freshDatabase('perf_invitetree');
const dataDir = join(root, '.test-data', 'bench-invitetree');
rmSync(dataDir, { recursive: true, force: true });
const app = startApp({ port: 5091, dataDir, pgPort: 54391, env: { DATABASE_URL: db.url, SESSION_SECRET: 'bench-session-secret-0123456789abcdef0123456789', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, REDIS_URL: '' } });
try {
  await waitForHealth(app.base, 240_000);
  const ids = Array.from({ length: members }, () => randomUUID());
  const codes = ids.map(() => randomUUID());
  // Member i's code brought in members FANOUT*i+1 … FANOUT*i+FANOUT.
  await sql(db.url, `INSERT INTO users (id, email, first_name, invite_code_used, suspended_until)
    SELECT id, 'tree-' || id || '@example.test', 'Member ' || n, 'BENCHCODE001', CASE WHEN n % 50 = 0 THEN now() + interval '7 days' END
    FROM unnest($1::uuid[]) WITH ORDINALITY AS t(id, n)`, [ids]);
  await sql(db.url, `INSERT INTO invite_codes (id, code, max_uses, current_uses, created_by)
    SELECT c, 'B' || lpad(n::text, 10, '0'), ${FANOUT}, 0, ($2::uuid[])[n] FROM unnest($1::uuid[]) WITH ORDINALITY AS t(c, n)`, [codes, ids]);
  // The redemptions' trigger keeps each account's inviter on its row (users.invited_by).
  await sql(db.url, `INSERT INTO invite_redemptions (invite_code_id, user_id)
    SELECT ($2::uuid[])[((n - 2) / ${FANOUT}) + 1], ($1::uuid[])[n] FROM generate_series(2, $3::int) n`, [ids, codes, members]);
  await sql(db.url, `INSERT INTO moderation_actions (user_id, action, reason, days, until)
    SELECT id, 'suspend', 'bench', 7, suspended_until FROM users WHERE suspended_until IS NOT NULL`);
  await sql(db.url, `INSERT INTO reports (reporter_id, reported_user_id, reason, description, app, kind, subject_id, category)
    SELECT ($1::uuid[])[1], id, 'harassment', '', 'platform', 'member', id, 'harassment'
    FROM unnest($1::uuid[]) WITH ORDINALITY AS t(id, n) WHERE n % 20 = 0`, [ids]);
  await sql(db.url, 'ANALYZE');

  // The database's share: the tree query alone (EXPLAIN ANALYZE's execution time), to tell it from the HTTP answer's.
  const plan = await sql(db.url, `EXPLAIN (ANALYZE, FORMAT JSON) ${TREE_SQL}`, [ids[0], INVITE_TREE_MAX]);
  const sqlMs = plan[0]['QUERY PLAN'][0]['Execution Time'];
  const { cookie } = await call(app.base, 'POST', '/api/auth/login', { body: ADMIN });
  const ask = async () => {
    const start = performance.now();
    const res = await fetch(`${app.base}/api/moderation/members/${ids[0]}`, { headers: { cookie } });
    const body = await res.json();
    if (res.status !== 200) throw new Error(`answered ${res.status}: ${JSON.stringify(body)}`);
    if (body.inviteTreeSize.members !== members - 1) throw new Error(`counted ${body.inviteTreeSize.members} accounts under the root, not ${members - 1}`);
    return { ms: performance.now() - start, nodes: body.inviteTree.length, root: body.inviteTree[0], size: body.inviteTreeSize };
  };
  for (let i = 0; i < 5; i++) await ask();
  const times = [];
  let last;
  for (let i = 0; i < rounds; i++) {
    last = await ask();
    times.push(last.ms);
  }
  times.sort((a, b) => a - b);
  const p95 = times[Math.min(times.length - 1, Math.ceil(times.length * 0.95) - 1)];
  console.log(JSON.stringify({ treeSqlMs: Math.round(sqlMs), members, nodes: last.nodes, treeSize: last.size, depth: Math.max(...[last.root.depth]), rootInvitees: last.root.invitees, rounds, medianMs: Math.round(median(times)), p95Ms: Math.round(p95), maxMs: Math.round(times.at(-1)) }));
} finally {
  await app.stop();
  await db.drop();
}
