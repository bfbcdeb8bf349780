import { createConnection, createServer, Server, Socket } from 'node:net';

/**
 * A TCP proxy the test controls, in front of a real PostgreSQL or Redis: `cut()` drops every
 * connection and refuses new ones (the service "goes away" for this app only, never for the other
 * users of the shared server); `mend()` accepts again on the same port.
 */
export class TcpProxy {
  private server?: Server;
  private readonly sockets = new Set<Socket>();

  constructor(
    readonly port: number,
    private readonly target: { host: string; port: number },
  ) {}

  static to(url: string, port: number): TcpProxy {
    const parsed = new URL(url);
    return new TcpProxy(port, { host: parsed.hostname, port: Number(parsed.port || (parsed.protocol.startsWith('redis') ? 6379 : 5432)) });
  }

  /** `url` with its host and port replaced by the proxy's. */
  via(url: string): string {
    const parsed = new URL(url);
    parsed.hostname = '127.0.0.1';
    parsed.port = String(this.port);
    return parsed.toString();
  }

  async mend(): Promise<void> {
    const server = createServer((client) => {
      const upstream = createConnection(this.target);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on('close', () => this.sockets.delete(s));
        s.on('error', () => undefined);
      }
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.server = server;
  }

  async cut(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    for (const s of this.sockets) s.destroy();
    this.sockets.clear();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/** Polls `check` until it returns true (a state, not a fixed wait), failing after `ms`. */
export async function waitFor(check: () => Promise<boolean>, what: string, ms = 30_000): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    if (await check()) return;
    if (Date.now() > until) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
