import { createServer, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './support/ports';
import { Service, startNginx } from './support/topology';

/**
 * deploy/nginx.conf's body limits, as it ships (Debian's nginx, the upstreams replaced by a stub
 * that reads the whole body and answers 200 with its size): the upload routes let through what the
 * app itself accepts (a LightHouse photo up to 10 MB, an audio file up to MEDIA_MAX_UPLOAD_MB), so
 * the member gets the app's own words; everything else stops at 1 MB.
 */
const MB = 1024 * 1024;

describe('deploy/nginx.conf body limits', () => {
  let stub: Server;
  let LISTEN: number;
  let nginx: Service;

  beforeAll(async () => {
    LISTEN = await freePort();
    stub = createServer((req, res) => {
      let size = 0;
      req.on('data', (chunk: Buffer) => (size += chunk.length));
      req.on('end', () => res.end(JSON.stringify({ size })));
    });
    await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
    const port = (stub.address() as AddressInfo).port;
    nginx = await startNginx(join(tmpdir(), `pfe-nginx-limits-${process.pid}`), LISTEN, port, port);
  });

  afterAll(async () => {
    await nginx?.stop();
    await new Promise((resolve) => stub?.close(resolve));
  });

  const post = (path: string, bytes: number) =>
    fetch(`http://127.0.0.1:${LISTEN}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      body: Buffer.alloc(bytes, 97),
    });

  it.each([
    ['a 9 MB LightHouse photo', '/api/lighthouse/properties/7d3f1e2a-0000-4000-8000-000000000001/photos', 9 * MB],
    ['a 50 MB SleepStories audio file', '/api/sleepstories/admin/7d3f1e2a-0000-4000-8000-000000000001/audio', 50 * MB],
    ['a 900 KB body elsewhere', '/api/supportmatch/profile', 900 * 1024],
  ])('lets %s reach the app whole', async (_what, path, bytes) => {
    const res = await post(path, bytes);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ size: bytes });
  });

  it.each([
    ['a 12 MB body on the photo route', '/api/lighthouse/properties/7d3f1e2a-0000-4000-8000-000000000001/photos', 12 * MB],
    ['a 2 MB body elsewhere', '/api/supportmatch/profile', 2 * MB],
    ['a 2 MB body on a path that only looks like the photo route', '/api/lighthouse/properties/x/photos/extra', 2 * MB],
  ])('stops %s at nginx (413)', async (_what, path, bytes) => {
    const res = await post(path, bytes);
    expect(res.status).toBe(413);
  });
});
