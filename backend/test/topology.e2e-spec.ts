import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { Client } from 'pg';
import { io, Socket } from 'socket.io-client';
import { AppProcess, ChatMember, isReady, seedPartners, sleep, startAppProcess, waitUntil } from './support/app-process';
import { isolatedDatabase } from './support/isolated-database';
import { freePorts } from './support/ports';
import { Service, startNginx, startRedis } from './support/topology';

/** Free ports, so workers and runs never collide (the nodes and Redis restart on theirs). */
const PORTS = freePorts('nginx', 'a', 'b', 'redis');
const CLIENTS = 50;
const SEND_EVERY_MS = 1500;
const SHUTDOWN_TIMEOUT_MS = 10_000;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

interface Ack {
  ok: boolean;
  message?: { id: string; seq?: number };
}

/**
 * One member's chat tab, as the UI behaves (the contract of issue 23's chat delivery): it
 * reconnects by itself; on every (re)connect and on `resync` it subscribes after the last seq
 * before the first hole in the seqs it has seen (the UI's `gapFreeSeq`, frontend
 * components/chat/messages.ts), so the server replays what it missed, a message that passed it by
 * between two it got included; a send carries a client id and is resent with the same id until
 * acknowledged.
 */
class ChatTab {
  readonly socket: Socket;
  /** How many times each message id arrived as a `message` event. */
  readonly seen = new Map<string, number>();
  readonly ownAcked = new Set<string>();
  /** The seqs it holds above `gapFree` (every seq up to `gapFree` is held). */
  private readonly above = new Set<number>();
  /** What it subscribes after: every seq up to it has arrived (by event or ack). */
  gapFree = 0;
  subscribed = false;
  private lostAt?: number;
  /** Disconnected → subscribed again, per outage (ms), with when it came back. */
  readonly failovers: { ms: number; at: number }[] = [];
  pending?: { clientId: string; content: string };
  sent = 0;

  constructor(
    base: string,
    readonly member: ChatMember,
    localAddress: string,
  ) {
    // Each tab from its own /24 (127.0.N.1): nginx's ip_hash keys on three octets, so tabs spread over both nodes.
    const options = { transports: ['websocket'], extraHeaders: { cookie: member.cookie }, forceNew: true, reconnectionDelay: 250, reconnectionDelayMax: 1000, localAddress };
    this.socket = io(`${base}/chat`, options);
    this.socket.on('connect', () => void this.subscribe());
    this.socket.on('resync', () => void this.subscribe());
    this.socket.on('disconnect', () => {
      this.subscribed = false;
      this.lostAt ??= Date.now();
    });
    this.socket.on('message', (event: { id: string; message: { id: string; seq?: number } }) => {
      if (event.id !== member.partnership) return;
      this.seen.set(event.message.id, (this.seen.get(event.message.id) ?? 0) + 1);
      this.hold(event.message.seq);
    });
  }

  /** Notes a seq held and moves `gapFree` up over the run it completes. */
  private hold(seq: number | undefined): void {
    if (!seq || seq <= this.gapFree) return;
    this.above.add(seq);
    while (this.above.delete(this.gapFree + 1)) this.gapFree += 1;
  }

  private async subscribe(): Promise<void> {
    const ack = (await this.socket
      .timeout(5000)
      .emitWithAck('subscribe', { kind: 'partnership', id: this.member.partnership, after: this.gapFree })
      .catch(() => null)) as Ack | null;
    if (!ack?.ok) {
      if (this.socket.connected) setTimeout(() => void this.subscribe(), 500);
      return;
    }
    this.subscribed = true;
    if (this.lostAt !== undefined) this.failovers.push({ ms: Date.now() - this.lostAt, at: Date.now() });
    this.lostAt = undefined;
  }

  /** Sends the next message, or resends the unacknowledged one with its client id. */
  async send(): Promise<void> {
    if (!this.subscribed) return;
    this.pending ??= { clientId: randomUUID(), content: `${this.member.userId.slice(0, 8)} #${++this.sent}` };
    const { clientId, content } = this.pending;
    const ack = (await this.socket
      .timeout(5000)
      .emitWithAck('send', { kind: 'partnership', id: this.member.partnership, content, clientId })
      .catch(() => null)) as Ack | null;
    if (ack?.ok && ack.message && this.pending?.clientId === clientId) {
      this.ownAcked.add(ack.message.id);
      this.hold(ack.message.seq);
      this.pending = undefined;
    }
  }
}

/**
 * Two nodes of the built server behind deploy/nginx.conf (Debian's nginx), one PostgreSQL, a
 * Redis of the test's own; 50 members chatting in 25 partnerships through nginx. One node is
 * killed (-9), later the other is stopped (SIGTERM), each restarted; Redis is restarted once.
 * Every client must come back by itself, and every stored message must reach every open client
 * of its conversation exactly once. Prints the failover times.
 */
describe('topology: two nodes behind nginx, a node killed, a node stopped, Redis restarted', () => {
  let db: { url: string; drop(): Promise<void> };
  let redis: Service;
  let nginx: Service;
  const nodes: Record<'a' | 'b', AppProcess | undefined> = { a: undefined, b: undefined };
  const tabs: ChatTab[] = [];
  let env: Record<string, string>;

  const startNode = async (name: 'a' | 'b') => (nodes[name] = await startAppProcess(PORTS[name], env));

  beforeAll(async () => {
    db = await isolatedDatabase('topology');
    redis = await startRedis(PORTS.redis);
    env = { DATABASE_URL: db.url, REDIS_URL: `redis://127.0.0.1:${PORTS.redis}`, TRUST_PROXY: '1', SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS) };
    await startNode('a'); // migrates the database first
    await startNode('b');
    nginx = await startNginx(join(__dirname, '..', '..', '.test-data', 'topology-nginx'), PORTS.nginx, PORTS.a, PORTS.b);
  }, 240_000);

  afterAll(async () => {
    for (const tab of tabs) tab.socket.close();
    for (const node of Object.values(nodes)) if (node && node.child.exitCode === null && node.child.signalCode === null) node.child.kill('SIGKILL');
    await nginx?.stop();
    await redis?.stop();
    await db?.drop();
  });

  it(
    'keeps every client connected by itself and delivers every stored message exactly once',
    async () => {
      const base = `http://127.0.0.1:${PORTS.nginx}`;
      const members = await seedPartners(db.url, CLIENTS / 2);
      members.forEach((m, i) => tabs.push(new ChatTab(base, m, `127.0.${i + 1}.1`)));
      const allSubscribed = (what: string) => waitUntil(() => tabs.every((t) => t.subscribed), `every client subscribed ${what}`, 60_000);
      await allSubscribed('at the start');

      let chatting = true;
      const chatter = tabs.map(async (tab, i) => {
        await sleep((i * SEND_EVERY_MS) / CLIENTS);
        while (chatting) {
          await tab.send();
          await sleep(SEND_EVERY_MS);
        }
      });
      const report: string[] = [];
      const faults: { name: string; at: number }[] = [];
      /** Lets the chat run, does `fault`, waits for every client, and notes the failover times. */
      const fault = async (name: string, act: () => Promise<void>) => {
        await sleep(3000);
        const before = tabs.map((t) => t.failovers.length);
        const at = Date.now();
        faults.push({ name, at });
        await act();
        // The clients of a killed or stopped node learn it a moment after the process is gone: wait
        // until one has, so they are counted in this fault (a Redis restart moves none: that wait ends unmet).
        await waitUntil(() => tabs.some((t, i) => !t.subscribed || t.failovers.length > before[i]), `a client noticed ${name}`, 5_000).catch(() => undefined);
        await allSubscribed(`after ${name}`);
        const times = tabs.flatMap((t, i) => t.failovers.slice(before[i]).map((f) => f.ms));
        const lastBack = Math.max(0, ...tabs.flatMap((t, i) => t.failovers.slice(before[i]).map((f) => f.at - at)));
        report.push(`${name}: ${times.length} clients failed over, median ${median(times)} ms, max ${Math.max(0, ...times)} ms; last one back ${lastBack} ms after the fault`);
      };

      await fault('kill -9 node A', async () => {
        nodes.a!.child.kill('SIGKILL');
        await nodes.a!.exit;
      });
      await startNode('a');

      let stopped: { code: number | null; signal: string | null; ms: number } | undefined;
      await fault('SIGTERM node B', async () => {
        const at = Date.now();
        nodes.b!.child.kill('SIGTERM');
        const exit = await nodes.b!.exit;
        stopped = { code: exit.code, signal: exit.signal, ms: exit.at - at };
      });
      report.push(`node B exited ${stopped!.code} in ${stopped!.ms} ms after SIGTERM`);
      await startNode('b');

      await fault('Redis restart', async () => {
        const at = Date.now();
        await redis.stop();
        redis = await startRedis(PORTS.redis);
        await waitUntil(async () => (await isReady(nodes.a!.base)) && (await isReady(nodes.b!.base)), 'both nodes ready after Redis restarted', 60_000);
        report.push(`Redis restart: both nodes ready again ${Date.now() - at} ms after Redis stopped`);
      });
      await sleep(3000);
      chatting = false;
      await Promise.all(chatter);
      // Unacknowledged sends are resent (same client id) until stored.
      await waitUntil(
        async () => {
          await Promise.all(tabs.filter((t) => t.pending).map((t) => t.send()));
          return tabs.every((t) => !t.pending);
        },
        'every send acknowledged',
        30_000,
      );
      console.log(`Topology failover times:\n  ${report.join('\n  ')}`);

      expect(stopped).toMatchObject({ code: 0, signal: null });
      expect(stopped!.ms).toBeLessThan(SHUTDOWN_TIMEOUT_MS + 1000);
      // No client needed a reload: each came back on its own socket.io reconnection.
      expect(tabs.every((t) => t.socket.connected && t.subscribed)).toBe(true);

      // Every stored message reached every open client of its conversation, and none twice.
      const pg = new Client({ connectionString: db.url });
      await pg.connect();
      const stored = new Map<string, string[]>();
      const createdAt = new Map<string, number>();
      try {
        const rows: { id: string; partnership_id: string; created_at: Date }[] = (await pg.query(`SELECT id, partnership_id, created_at FROM supportmatch_messages`)).rows;
        for (const row of rows) {
          stored.set(row.partnership_id, [...(stored.get(row.partnership_id) ?? []), row.id]);
          createdAt.set(row.id, row.created_at.getTime());
        }
      } finally {
        await pg.end();
      }
      // Each missed delivery, by the last fault before the message was stored.
      const missedAfter = new Map<string, number>();
      // What each client shows, kept by message id as the UI keeps its thread: every stored message of
      // its conversation (missing: 0), nothing that was not stored (phantom: 0). The socket delivers
      // at least once; a message that reached a client twice (live and in a replay) is counted as a
      // figure, and shown once.
      const tally = () => {
        let missing = 0;
        let phantom = 0;
        let redelivered = 0;
        missedAfter.clear();
        for (const tab of tabs) {
          const ids = new Set(stored.get(tab.member.partnership) ?? []);
          for (const id of ids) {
            if (tab.seen.has(id) || tab.ownAcked.has(id)) continue;
            missing += 1;
            const fault = faults.filter((f) => f.at <= createdAt.get(id)!).pop()?.name ?? 'before any fault';
            missedAfter.set(fault, (missedAfter.get(fault) ?? 0) + 1);
          }
          for (const [id, count] of tab.seen) {
            if (!ids.has(id)) phantom += 1;
            if (count > 1) redelivered += count - 1;
          }
        }
        return { missing, phantom, redelivered };
      };
      // Live delivery may trail the last ack by a moment.
      await waitUntil(() => tally().missing === 0, 'every stored message delivered', 10_000).catch(() => undefined);
      const total = [...stored.values()].reduce((n, ids) => n + ids.length, 0);
      const { missing, phantom, redelivered } = tally();
      console.log(`Topology: ${total} messages stored; over all ${CLIENTS} clients: ${missing} missing, ${phantom} never stored, ${redelivered} delivered a second time (shown once); missed, by the fault before: ${JSON.stringify(Object.fromEntries(missedAfter))}`);
      expect(total).toBeGreaterThan(CLIENTS);
      expect({ missing, phantom }).toEqual({ missing: 0, phantom: 0 });
    },
    300_000,
  );
});
