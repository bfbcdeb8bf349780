import { type Block, SUB_APP_KEYS } from '@pfe/contracts';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Socket } from 'socket.io-client';
import { AdvisoryLock } from '../../src/common/locks/advisory-locks';
import { assertDistinctLocks, uploadPatterns } from '../../src/modules/sub-apps/sub-app';
import { SUB_APPS } from '../../src/sub-apps';
import { makeWav } from '../support/audio';
import { connect, emit, listen } from '../support/chat';
import { createTestApp, PASSWORD, signUpAs, TestApp } from '../support/test-app';
import { TEST_SUB_APP_ENTRIES } from '../sub-apps';
import { FIXTURE, FIXTURE_LOCK, fixtureSubApp } from './fixture.sub-app';

const METRICS_TOKEN = 'fixture-metrics-token-long-enough-0001';

/**
 * A fifth sub-app from its manifest entry alone (docs/adding-a-sub-app.md): the fixture app of this
 * folder (its contracts, its migration, its module and entry) is added by its line in the test
 * manifest (test/sub-apps/index.ts), and every platform seam picks it up (chat, notifications,
 * account data, announcements, profiles, blocks, uploads, locks, metrics, settings) with no shared
 * file naming it.
 */
describe('Sub-app manifest (e2e)', () => {
  it('lists the four apps of the contracts, once each, with distinct lock keys', () => {
    expect(SUB_APPS.map((app) => app.key).sort()).toEqual([...SUB_APP_KEYS].sort());
    expect(() => assertDistinctLocks(SUB_APPS)).not.toThrow();
  });

  it('refuses an entry whose lock key is already taken, by the platform or by another app', () => {
    expect(() => assertDistinctLocks([{ key: 'clash', locks: { daily: AdvisoryLock.currentTier } }])).toThrow(/727001 \(clash daily\) is already platform currentTier's/);
    expect(() => assertDistinctLocks([fixtureSubApp, { key: 'other', locks: { nightly: FIXTURE_LOCK } }])).toThrow(/already fixture fixtureDaily's/);
  });

  it("reads an entry's upload routes as request paths of one segment per parameter", () => {
    const [pattern] = uploadPatterns([fixtureSubApp]);
    expect(pattern.test('/api/fixture/notes/0b6f3c1e-1111-4a5b-9c2d-123456789abc/attachment')).toBe(true);
    expect(pattern.test('/api/fixture/notes/a/b/attachment')).toBe(false);
    expect(pattern.test('/api/fixture/notes/x/attachment/more')).toBe(false);
  });

  describe('a fixture fifth app added through the manifest hook only', () => {
    let t: TestApp;
    let base: string;
    const sockets: Socket[] = [];
    const mediaDir = mkdtempSync(join(tmpdir(), 'pfe-fifth-app-'));

    beforeAll(async () => {
      t = await createTestApp({ MEDIA_DIR: mediaDir, METRICS_TOKEN, FIXTURE_NOTE_LENGTH: '12' }, [], { subApps: TEST_SUB_APP_ENTRIES });
      base = await listen(t);
    }, 60_000);
    afterAll(async () => {
      for (const socket of sockets) socket.close();
      await t.close();
      rmSync(mediaDir, { recursive: true, force: true });
    });

    /** Two members with a Fixture profile, the first having shared a note with the second. */
    async function twoNoters() {
      const author = await signUpAs(t, 'member');
      const reader = await signUpAs(t, 'member');
      for (const m of [author, reader]) await m.agent.post(`/api/${FIXTURE}/profile`).expect(201);
      const note = (await author.agent.post(`/api/${FIXTURE}/notes`).send({ readerId: reader.user.id }).expect(201)).body as { id: string; text: string };
      return { author, reader, note };
    }

    it('guards its routes with its profile check, and tells its own "no profile" error', async () => {
      const member = await signUpAs(t, 'member');
      const other = await signUpAs(t, 'member');
      const refused = await member.agent.post(`/api/${FIXTURE}/notes`).send({ readerId: other.user.id }).expect(403);
      expect(refused.body).toMatchObject({ code: 'fixture.noProfile', message: 'Create your Fixture profile first' });
    }, 30_000);

    it('notifies with its own kind, which Settings lists and a member can switch off', async () => {
      const { reader, note } = await twoNoters();
      const page = (await reader.agent.get('/api/notifications').expect(200)).body;
      expect(page.items).toContainEqual(expect.objectContaining({ kind: 'fixture.note_shared', app: FIXTURE, objectId: note.id }));
      expect(page.unreadByApp[FIXTURE]).toBe(1);
      const settings = (await reader.agent.get('/api/notifications/settings').expect(200)).body;
      expect(settings.preferences).toContainEqual(expect.objectContaining({ kind: 'fixture.note_shared', app: FIXTURE, inApp: true, locked: false }));
      await reader.agent.put('/api/notifications/settings').send({ kind: 'fixture.note_shared', inApp: false, email: false }).expect(200);
      expect((await reader.agent.put('/api/notifications/settings').send({ kind: 'fixture.unknown', inApp: false, email: false }).expect(400)).body.code).toBe(
        'notifications.unknownKind',
      );
    }, 30_000);

    it('stores its conversation: REST and socket sends land in its chat table, numbered, once per client id, for its two members only', async () => {
      const { author, reader, note } = await twoNoters();
      const outsider = await signUpAs(t, 'member');
      await outsider.agent.post(`/api/${FIXTURE}/profile`).expect(201);
      const mine = await connect(base, author.cookie);
      const theirs = await connect(base, outsider.cookie);
      sockets.push(mine, theirs);
      expect(await emit(mine, 'subscribe', { kind: 'note', id: note.id })).toEqual({ ok: true });
      expect(await emit(theirs, 'subscribe', { kind: 'note', id: note.id })).toMatchObject({ ok: false });
      const clientId = randomUUID();
      const sent = (await author.agent.post(`/api/${FIXTURE}/notes/${note.id}/messages`).send({ content: 'About your note', clientId }).expect(201)).body;
      const resent = (await author.agent.post(`/api/${FIXTURE}/notes/${note.id}/messages`).send({ content: 'About your note', clientId }).expect(201)).body;
      expect(resent.id).toBe(sent.id);
      expect(await emit(mine, 'send', { kind: 'note', id: note.id, content: 'And another thing', clientId: randomUUID() })).toMatchObject({ ok: true });
      const history = (await reader.agent.get(`/api/${FIXTURE}/notes/${note.id}/messages`).expect(200)).body as { content: string; seq: number }[];
      expect(history.map((m) => [m.seq, m.content])).toEqual([
        [1, 'About your note'],
        [2, 'And another thing'],
      ]);
      await outsider.agent.get(`/api/${FIXTURE}/notes/${note.id}/messages`).expect(404);
      const unread = (await reader.agent.get('/api/notifications').expect(200)).body.items as { kind: string; objectId: string }[];
      expect(unread).toContainEqual(expect.objectContaining({ kind: 'fixture.chat_unread', objectId: note.id }));
      const constraints = await t.db.query(`SELECT indexname FROM pg_indexes WHERE tablename = 'fixture_note_messages' AND indexname LIKE 'UQ_%' ORDER BY 1`);
      expect(constraints.map((r: { indexname: string }) => r.indexname)).toEqual(['UQ_fixture_note_messages_client', 'UQ_fixture_note_messages_seq']);
    }, 30_000);

    it('has announcements at /api/fixture/…, notifying the members who use it', async () => {
      const { reader } = await twoNoters();
      const admin = await signUpAs(t, 'admin');
      const created = (await admin.agent.post(`/api/${FIXTURE}/admin/announcements`).send({ title: 'Fixture news', content: 'New' }).expect(201)).body;
      expect(((await reader.agent.get(`/api/${FIXTURE}/announcements`).expect(200)).body as { id: string }[]).map((a) => a.id)).toContain(created.id);
      const items = (await reader.agent.get('/api/notifications').expect(200)).body.items as { kind: string; objectId: string }[];
      expect(items).toContainEqual(expect.objectContaining({ kind: `${FIXTURE}.announcement`, objectId: created.id }));
    }, 30_000);

    it('adds its section to the account export, and erases with the account', async () => {
      const { author } = await twoNoters();
      const exported = (await author.agent.get('/api/account/export').expect(200)).body;
      expect(exported.sections[FIXTURE]).toEqual({ notesWritten: 1, messagesSent: 0, attachments: 0 });
      await author.agent.delete('/api/account').send({ password: PASSWORD }).expect(204);
      expect(await t.db.query(`SELECT 1 FROM fixture_notes WHERE author_id = $1 UNION ALL SELECT 1 FROM fixture_profiles WHERE user_id = $1`, [author.user.id])).toEqual([]);
    }, 30_000);

    it('runs its block side effect in the block, and names blocked members by its display name', async () => {
      const { author, reader, note } = await twoNoters();
      await author.agent.post('/api/blocks').send({ userId: reader.user.id }).expect(201);
      expect(await t.db.query(`SELECT 1 FROM fixture_notes WHERE id = $1`, [note.id])).toEqual([]);
      const blocks = (await author.agent.get('/api/blocks').expect(200)).body as Block[];
      expect(blocks).toContainEqual(expect.objectContaining({ blockedUserId: reader.user.id, metIn: [{ app: FIXTURE, name: `Noter ${reader.user.id.slice(0, 4)}` }] }));
    }, 30_000);

    it('makes its upload route one where a browser must prove it is this site', async () => {
      const { author, note } = await twoNoters();
      const multipart = 'multipart/form-data; boundary=x';
      const body = '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--\r\n';
      const silent = await author.agent.post(`/api/${FIXTURE}/notes/${note.id}/attachment`).set('Content-Type', multipart).send(body).expect(403);
      expect(silent.body).toMatchObject({ code: 'security.crossSiteRefused', message: 'Cross-site request refused: an upload must come from this site' });
      // Elsewhere a form body is simply not JSON.
      expect((await author.agent.post(`/api/${FIXTURE}/notes`).set('Content-Type', multipart).send(body).expect(415)).body.code).toBe('security.jsonRequired');
    }, 30_000);

    it('stores a voice memo of the media types of its upload slot, and refuses any other file', async () => {
      const { author, reader, note } = await twoNoters();
      const upload = (agent: typeof author.agent, file: Buffer, name: string) =>
        agent.post(`/api/${FIXTURE}/notes/${note.id}/attachment`).set('Sec-Fetch-Site', 'same-origin').attach('file', file, name);
      const stored = (await upload(author.agent, makeWav(0.05), 'memo.wav').expect(201)).body;
      expect(stored).toMatchObject({ noteId: note.id, contentType: 'audio/wav' });
      expect(fixtureSubApp.uploads?.[0].types).toContain(stored.contentType);
      expect(readdirSync(join(mediaDir, 'fixture'))).toHaveLength(1);
      expect((await upload(author.agent, Buffer.from('<html>not audio</html>'), 'memo.wav').expect(400)).body.code).toBe('fixture.notVoice');
      await upload(reader.agent, makeWav(0.05), 'memo.wav').expect(404);
      expect(readdirSync(join(mediaDir, 'fixture'))).toHaveLength(1);
      expect((await author.agent.get('/api/account/export').expect(200)).body.sections[FIXTURE]).toMatchObject({ attachments: 1 });
    }, 30_000);

    it('reads its setting from the environment (FIXTURE_NOTE_LENGTH) and counts in its own metric', async () => {
      const { note } = await twoNoters();
      expect(note.text).toBe('Hello from a');
      const metrics = (await t.agent().get('/api/metrics').set('Authorization', `Bearer ${METRICS_TOKEN}`).expect(200)).text;
      expect(metrics).toMatch(/^fixture_notes_shared_total [1-9]\d*$/m);
    }, 30_000);
  });
});
