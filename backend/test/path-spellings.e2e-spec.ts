import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { describeRoute, routeInventory } from './support/route-inventory';
import { suiteApp } from './support/suite-app';
import { createTestApp, signUpAs, TestApp } from './support/test-app';

/**
 * The router matches a path whose unreserved characters are percent-encoded (`/%61pi/...` is
 * `/api/...`). Every rule that reads the path (the same-origin check, the query guard and the session
 * on `/api`, the OpenAPI document's access, the SPA's exclusions) must see the same path the router
 * matches: each route of the inventory, spelled two hostile ways, answers exactly what its plain
 * spelling answers, signed out from another site and signed in as a member.
 */

type Verb = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** `/api/x/y` → its hostile spellings: the `a` of `api`, and the first letter after `/api/`. */
function spellings(path: string): string[] {
  const letter = (c: string) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`;
  return [`/${letter('a')}${path.slice(2)}`, `/api/${letter(path[5])}${path.slice(6)}`];
}

function concrete(path: string): string {
  return path.replace(/:\w+/g, () => randomUUID());
}

describe('Hostile path spellings (e2e)', () => {
  const { t } = suiteApp();

  it('reach every route with the same answer as the plain path, never a 5xx', async () => {
    const member = await signUpAs(t, 'member');
    const mismatches: string[] = [];
    const callers: { name: string; cookie?: string; origin?: string }[] = [
      { name: 'another site, signed out', origin: 'https://evil.example' },
      { name: 'a member', cookie: member.cookie },
    ];
    for (const route of routeInventory(t.app)) {
      const verb = route.method.toLowerCase() as Verb;
      const path = concrete(route.path);
      for (const caller of callers) {
        // Only reads as the member: her writes would change what the next spelling meets.
        if (caller.cookie && verb !== 'get') continue;
        const send = (url: string) => {
          let req = request(t.http)[verb](url);
          if (caller.origin) req = req.set('Origin', caller.origin);
          if (caller.cookie) req = req.set('Cookie', caller.cookie);
          return verb === 'get' || verb === 'delete' ? req : req.send({});
        };
        const plain = await send(path);
        for (const hostile of spellings(path)) {
          const res = await send(hostile);
          if (res.status >= 500 || res.status !== plain.status) {
            mismatches.push(`${describeRoute(route)} as ${caller.name}: ${hostile} → ${res.status}, plain → ${plain.status}`);
          }
        }
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('checks the origin of a sign-up spelled another way (nothing is written)', async () => {
    const email = `spelled-${randomUUID()}@example.test`;
    const res = await request(t.http).post('/%61pi/auth/register').set('Origin', 'https://evil.example').send({ email, password: 'correct-horse-battery' });
    expect(res.status).toBe(403);
    const rows = (await t.db.query('SELECT count(*)::int AS n FROM users WHERE email = $1', [email])) as { n: number }[];
    expect(rows[0].n).toBe(0);
  });
});

describe('Hostile path spellings of the OpenAPI document in production (e2e)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ NODE_ENV: 'production', TRUST_PROXY: 'loopback' });
  });
  afterAll(() => t.close());

  it('serves it under no spelling to a signed-out caller', async () => {
    await request(t.http).get('/api/docs-json').set('X-Forwarded-Proto', 'https').expect(401);
    for (const url of ['/api/%64ocs-json', '/api/docs%2Djson', '/%61pi/docs-json', '/api/docs%2djson', '/api/%64ocs/']) {
      const res = await request(t.http).get(url).set('X-Forwarded-Proto', 'https');
      expect({ url, status: res.status }).toEqual({ url, status: 401 });
    }
  });
});
