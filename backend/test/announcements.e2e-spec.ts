import { createTestApp, signUpAs, TestApp } from './support/test-app';

const APPS = ['supportmatch', 'sleepstories', 'lighthouse', 'socketrelay'];

describe('Announcements of every sub-app (e2e)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each(APPS)('%s: an admin posts one, members read only their app’s, and an unknown app is a 404', async (app) => {
    const admin = await signUpAs(t, 'admin');
    const member = await signUpAs(t, 'member');
    const created = (await admin.agent.post(`/api/${app}/admin/announcements`).send({ title: `Hello ${app}`, content: 'News' }).expect(201)).body;
    const visible = (await member.agent.get(`/api/${app}/announcements`).expect(200)).body as { id: string }[];
    expect(visible.map((a) => a.id)).toContain(created.id);
    for (const other of APPS.filter((a) => a !== app)) {
      expect(((await member.agent.get(`/api/${other}/announcements`).expect(200)).body as { id: string }[]).map((a) => a.id)).not.toContain(created.id);
      const elsewhere = await admin.agent.get(`/api/${other}/admin/announcements/${created.id}`).expect(404);
      expect(elsewhere.body).toMatchObject({ code: 'announcements.notFound', message: 'Announcement not found' });
      expect((await admin.agent.put(`/api/${other}/admin/announcements/${created.id}`).send({ title: 'Moved', content: 'News' }).expect(404)).body.code).toBe(
        'announcements.notFound',
      );
      expect((await admin.agent.delete(`/api/${other}/admin/announcements/${created.id}`).expect(404)).body.code).toBe('announcements.notFound');
    }
    const list = await admin.agent.get(`/api/${app}/admin/announcements`).expect(200);
    expect(list.headers['content-range']).toMatch(/^announcements 0-\d+\/\d+$/);
    expect((await member.agent.get(`/api/${app}/admin/announcements`).expect(403)).body.code).toBe('access.adminRequired');
    // Nest's own 404 for a path no route takes: the generic code.
    expect((await member.agent.get('/api/nowhere/announcements').expect(404)).body.code).toBe('http.notFound');
    // Validation errors: the generic validation code, with the fields.
    const invalid = await admin.agent.post(`/api/${app}/admin/announcements`).send({ title: '', content: 'News', extra: 1 }).expect(400);
    expect(invalid.body).toMatchObject({ statusCode: 400, code: 'validation.failed', error: 'Bad Request' });
  });
});
