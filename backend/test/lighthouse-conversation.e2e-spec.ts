import { randomUUID } from 'node:crypto';
import { connect, emit, listen } from './support/chat';
import { lighthouseSuite } from './support/lighthouse';

describe('LightHouse (e2e)', () => {
  const { t, admin, host, seeker, listing, request, move, count } = lighthouseSuite();

  describe('the conversation after acceptance', () => {
    let base: string;
    beforeAll(async () => {
      base = await listen(t);
    });

    it('is open to the seeker and the host only while the request is accepted; nobody else reads it, admins included', async () => {
      const h = await host();
      const s = await seeker();
      const propertyId = await listing(h);
      const matchId = await request(s, propertyId);
      const url = `/api/lighthouse/matches/${matchId}/messages`;
      // Pending: closed to everyone.
      await s.agent.get(url).expect(404);
      await h.agent.post(url).send({ clientId: randomUUID(), content: 'too early' }).expect(404);

      await move(h, matchId, 'accepted').expect(200);
      const sentId = randomUUID();
      const sent = await s.agent.post(url).send({ clientId: sentId, content: '  Hello host  ' }).expect(201);
      expect(sent.body).toMatchObject({ content: 'Hello host', senderId: s.user.id });
      await h.agent.post(url).send({ clientId: randomUUID(), content: 'Hello seeker' }).expect(201);
      expect((await h.agent.get(url).expect(200)).body.map((m: { content: string }) => m.content)).toEqual(['Hello host', 'Hello seeker']);
      expect((await s.agent.get(url).expect(200)).body).toHaveLength(2);
      await s.agent.post(url).send({ clientId: randomUUID(), content: '   ' }).expect(400);

      const outsiders = [await seeker(), await host(), admin];
      for (const o of outsiders) {
        expect((await o.agent.get(url).expect(404)).body.message).toBeDefined();
        await o.agent.post(url).send({ clientId: randomUUID(), content: 'let me in' }).expect(404);
      }
      // Over the socket: participants may subscribe, nobody else.
      const seekerSocket = await connect(base, s.cookie);
      const adminSocket = await connect(base, admin.cookie);
      try {
        expect(await emit(seekerSocket, 'subscribe', { kind: 'match', id: matchId })).toEqual({ ok: true });
        expect(await emit(adminSocket, 'subscribe', { kind: 'match', id: matchId })).toMatchObject({ ok: false, code: 'chat.conversationNotFound' });
        expect(await emit(adminSocket, 'send', { clientId: randomUUID(), kind: 'match', id: matchId, content: 'hi' })).toMatchObject({ ok: false });
        const closed = new Promise((resolve) => seekerSocket.once('closed', resolve));
        await move(h, matchId, 'completed').expect(200);
        expect(await closed).toEqual({ kind: 'match', id: matchId });
      } finally {
        seekerSocket.close();
        adminSocket.close();
      }
      // Completed: closed to new messages (409), its history still readable to both, and to nobody else (issue 21 item 6).
      expect((await s.agent.post(url).send({ clientId: randomUUID(), content: 'after' }).expect(409)).body.message).toBe('This conversation is closed');
      // A resend of a message stored while it was open still answers that message; nothing more is stored.
      const resent = (await s.agent.post(url).send({ clientId: sentId, content: 'Hello host' }).expect(201)).body;
      expect(resent).toMatchObject({ id: sent.body.id, seq: 1, clientId: sentId });
      expect((await h.agent.get(url).expect(200)).body.map((m: { content: string }) => m.content)).toEqual(['Hello host', 'Hello seeker']);
      expect((await s.agent.get(url).expect(200)).body).toHaveLength(2);
      for (const o of outsiders) await o.agent.get(url).expect(404);
      expect(await count('SELECT count(*)::int AS n FROM lighthouse_messages WHERE match_id = $1', [matchId])).toBe(2);
    });

    it('keeps a cancelled conversation readable and closed; a rejected request never had one', async () => {
      const h = await host();
      const s = await seeker();
      const cancelled = await request(s, await listing(h));
      await move(h, cancelled, 'accepted').expect(200);
      await h.agent.post(`/api/lighthouse/matches/${cancelled}/messages`).send({ clientId: randomUUID(), content: 'ok' }).expect(201);
      await move(h, cancelled, 'cancelled').expect(200);
      await s.agent.post(`/api/lighthouse/matches/${cancelled}/messages`).send({ clientId: randomUUID(), content: 'still there?' }).expect(409);
      expect((await s.agent.get(`/api/lighthouse/matches/${cancelled}/messages`).expect(200)).body.map((m: { content: string }) => m.content)).toEqual(['ok']);
      const rejected = await request(s, await listing(h));
      await move(h, rejected, 'rejected').expect(200);
      await s.agent.post(`/api/lighthouse/matches/${rejected}/messages`).send({ clientId: randomUUID(), content: 'still there?' }).expect(404);
      await s.agent.get(`/api/lighthouse/matches/${rejected}/messages`).expect(404);
    });
  });
});
