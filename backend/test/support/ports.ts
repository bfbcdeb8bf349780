import { createServer } from 'node:net';

/**
 * A TCP port nothing listens on right now (the system picks it: a listener on port 0, closed at
 * once). Every test that needs a port of its own takes one here, so runs and workers never collide.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * Named free ports for a spec file, filled in before its first test (a `beforeAll` of the calling
 * block), so a spec can name them where it declares its tests.
 */
export function freePorts<K extends string>(...names: K[]): Record<K, number> {
  const ports = {} as Record<K, number>;
  beforeAll(async () => {
    for (const name of names) ports[name] = await freePort();
  });
  return ports;
}
