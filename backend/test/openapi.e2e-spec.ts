import { describeRoute, routeInventory } from './support/route-inventory';
import { createTestApp, PASSWORD, TestApp, uniqueEmail } from './support/test-app';

type OpenApiDoc = {
  openapi: string;
  paths: Record<string, Record<string, { security?: Record<string, string[]>[]; responses: Record<string, unknown> }>>;
  components: { securitySchemes: Record<string, unknown> };
};

/** `/api/admin/users/:id` → `/api/admin/users/{id}`, as OpenAPI writes path parameters. */
const openApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

describe('OpenAPI document (e2e)', () => {
  describe('in development and test', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(() => t.close());

    it('lists every registered route with its access annotations', async () => {
      const res = await t.agent().get('/api/docs-json').expect(200).expect('Content-Type', /json/);
      const doc = res.body as OpenApiDoc;
      expect(doc.openapi).toMatch(/^3\./);
      expect(doc.components.securitySchemes.session).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'pfe.sid' });
      const documented = Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`));
      const routes = routeInventory(t.app).map((r) => `${r.method} ${openApiPath(r.path)}`);
      expect(routes.length).toBeGreaterThan(20);
      expect(documented.sort()).toEqual([...new Set(routes)].sort());

      const users = doc.paths['/api/admin/users'].get;
      expect(users.security).toEqual([{ session: [] }]);
      expect(Object.keys(users.responses)).toEqual(expect.arrayContaining(['401', '403']));
      expect(doc.paths['/api/health'].get.security).toBeUndefined();
      expect(doc.paths['/api/auth/user'].get.responses['403']).toBeUndefined();
      expect(routeInventory(t.app).map(describeRoute)).toContain('GET /api/admin/users');
    });

    it('serves the UI with its own same-origin scripts under the app-wide CSP', async () => {
      const agent = t.agent();
      const page = await agent.get('/api/docs/').expect(200).expect('Content-Type', /html/);
      const scripts = [...page.text.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
      expect(scripts.length).toBeGreaterThan(0);
      for (const [, attrs, body] of scripts) {
        expect(attrs).toMatch(/src="\.?\/?[\w.-]+\.js"/);
        expect(body.trim()).toBe('');
      }
      const health = await agent.get('/api/health').expect(200);
      expect(page.headers['content-security-policy']).toBe(health.headers['content-security-policy']);
      expect(page.headers['content-security-policy']).toContain("script-src 'self'");
      await agent.get('/api/docs/swagger-ui-init.js').expect(200).expect('Content-Type', /javascript/);
      await agent.get('/api/docs/swagger-ui-bundle.js').expect(200);
    });
  });

  describe('in production', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ NODE_ENV: 'production', TRUST_PROXY: 'loopback' });
    });
    afterAll(() => t.close());

    /** Production cookies are Secure: the requests come "through" an HTTPS proxy and carry the cookie by hand. */
    const as = async (role: 'user' | 'member' | 'admin') => {
      const res = await t
        .agent()
        .post('/api/auth/register')
        .set('X-Forwarded-Proto', 'https')
        .send({ email: uniqueEmail(), password: PASSWORD })
        .expect(201);
      const id = (res.body as { id: string }).id;
      if (role === 'member') await t.db.query(`UPDATE users SET invite_code_used = 'TESTCODE0001' WHERE id = $1`, [id]);
      if (role === 'admin') await t.db.query(`UPDATE users SET is_admin = true WHERE id = $1`, [id]);
      const cookies = (res.headers['set-cookie'] as unknown as string[]) ?? [];
      expect(cookies.join()).toMatch(/Secure/);
      return cookies.map((c) => c.split(';')[0]).join('; ');
    };
    const get = (path: string, cookie?: string) => {
      const req = t.agent().get(path).set('X-Forwarded-Proto', 'https');
      return cookie ? req.set('Cookie', cookie) : req;
    };

    it.each(['/api/docs-json', '/api/docs/', '/api/docs/swagger-ui-init.js'])('refuses %s to everyone but admins', async (path) => {
      await get(path).expect(401);
      const user = await as('user');
      const member = await as('member');
      const res = await get(path, member).expect(403);
      expect(res.body).toEqual({ statusCode: 403, code: 'access.adminRequired', message: 'Administrator access required', error: 'Forbidden' });
      await get(path, user).expect(403);
      await get(path, await as('admin')).expect(200);
    });
  });
});
