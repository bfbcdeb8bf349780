import { lighthouseSuite } from './support/lighthouse';
import type { Member } from './support/test-app';

/**
 * LightHouse trust (issue 32): references after a completed stay with a simultaneous reveal
 * (published when both are written or 14 days after completion, never before), immutable, counted
 * on the profile, reportable; and the verified host badge, which only an admin sets.
 */
describe('LightHouse trust (e2e)', () => {
  const { t, admin, host, seeker, listing, request, move } = lighthouseSuite();

  /** A stay from request to completion. */
  async function completedStay(): Promise<{ h: Member; s: Member; matchId: string; propertyId: string }> {
    const h = await host();
    const s = await seeker();
    const propertyId = await listing(h);
    const matchId = await request(s, propertyId);
    await move(h, matchId, 'accepted').expect(200);
    await move(h, matchId, 'completed').expect(200);
    return { h, s, matchId, propertyId };
  }
  const write = (m: Member, matchId: string, body: Record<string, unknown>) => m.agent.post(`/api/lighthouse/matches/${matchId}/reference`).send(body);
  const refs = async (m: Member, matchId: string) => (await m.agent.get(`/api/lighthouse/matches/${matchId}/references`).expect(200)).body;

  it('opens only after completion, to the stay\'s two members, once each; neither sees the other\'s first', async () => {
    const h = await host();
    const s = await seeker();
    const propertyId = await listing(h);
    const matchId = await request(s, propertyId);
    await move(h, matchId, 'accepted').expect(200);
    expect((await write(s, matchId, { recommend: true, text: 'Kind host' }).expect(409)).body.code).toBe('lighthouse.referenceBeforeCompletion');
    await move(h, matchId, 'completed').expect(200);
    const outsider = await seeker();
    await write(outsider, matchId, { recommend: true, text: 'x' }).expect(404);
    await outsider.agent.get(`/api/lighthouse/matches/${matchId}/references`).expect(404);
    await write(s, matchId, { recommend: 'yes', text: 'x' }).expect(400);
    await write(s, matchId, { recommend: true, text: '   ' }).expect(400);
    await write(s, matchId, { recommend: true, text: 'x'.repeat(501) }).expect(400);

    const mine = (await write(s, matchId, { recommend: true, text: '  A calm, safe place  ' }).expect(201)).body;
    expect(mine).toMatchObject({ authorRole: 'seeker', recommend: true, text: 'A calm, safe place' });
    expect((await write(s, matchId, { recommend: false, text: 'Changed my mind' }).expect(409)).body.code).toBe('lighthouse.referenceWritten');
    // The host does not see it before writing hers, nor does the listing's trust count it.
    const hostView = await refs(h, matchId);
    expect(hostView).toMatchObject({ canWrite: true, mine: null, theirs: null, publishesAt: expect.any(String) });
    expect((await s.agent.get(`/api/lighthouse/properties/${propertyId}/host-trust`).expect(200)).body).toMatchObject({ positive: 0, negative: 0, references: [] });
    expect((await h.agent.get(`/api/lighthouse/matches/${matchId}/trust`).expect(200)).body.references).toEqual([]);
    expect(((await h.agent.get('/api/notifications').expect(200)).body.items as { kind: string }[]).map((n) => n.kind)).toContain('lighthouse.reference_written');

    await write(h, matchId, { recommend: false, text: 'Left without a word' }).expect(201);
    expect((await refs(s, matchId)).theirs).toMatchObject({ authorRole: 'host', recommend: false, text: 'Left without a word' });
    expect((await refs(h, matchId)).theirs).toMatchObject({ authorRole: 'seeker', recommend: true });
    const trust = (await s.agent.get(`/api/lighthouse/properties/${propertyId}/host-trust`).expect(200)).body;
    expect(trust).toMatchObject({ verified: null, positive: 1, negative: 0, references: [expect.objectContaining({ text: 'A calm, safe place' })] });
    expect((await h.agent.get(`/api/lighthouse/matches/${matchId}/trust`).expect(200)).body).toMatchObject({ positive: 0, negative: 1 });

    // Immutable: no route changes it, and the database refuses an UPDATE.
    await expect(t.db.query(`UPDATE lighthouse_references SET text = 'edited' WHERE id = $1`, [mine.id])).rejects.toThrow(/cannot be changed/);
  });

  it('publishes both at once when both write at the same moment; each writes once even racing', async () => {
    for (let round = 0; round < 3; round++) {
      const { h, s, matchId } = await completedStay();
      const [a, b, c] = await Promise.all([
        write(h, matchId, { recommend: true, text: `Host ${round}` }),
        write(s, matchId, { recommend: true, text: `Seeker ${round}` }),
        write(s, matchId, { recommend: false, text: `Seeker again ${round}` }),
      ]);
      expect(a.status).toBe(201);
      expect([b.status, c.status].sort()).toEqual([201, 409]);
      const [hostView, seekerView] = [await refs(h, matchId), await refs(s, matchId)];
      expect(hostView.theirs.authorRole).toBe('seeker');
      expect(seekerView.theirs).toMatchObject({ authorRole: 'host', text: `Host ${round}` });
      expect(hostView.theirs.id).toBe(seekerView.mine.id);
      const [{ n }] = await t.db.query(`SELECT count(*)::int AS n FROM lighthouse_references WHERE match_id = $1`, [matchId]);
      expect(n).toBe(2);
    }
  });

  it('publishes a lone reference 14 days after completion, never before; a published reference can be reported', async () => {
    const { h, s, matchId, propertyId } = await completedStay();
    const ref = (await write(s, matchId, { recommend: false, text: 'Asked me for extra cash' }).expect(201)).body;
    await t.db.query(`UPDATE lighthouse_matches SET completed_at = now() - interval '13 days 23 hours' WHERE id = $1`, [matchId]);
    expect((await refs(h, matchId)).theirs).toBeNull();
    await h.agent.post('/api/reports').send({ kind: 'lighthouse.reference', id: ref.id, reason: 'harassment' }).expect(404);
    await t.db.query(`UPDATE lighthouse_matches SET completed_at = now() - interval '14 days 1 minute' WHERE id = $1`, [matchId]);
    expect((await refs(h, matchId)).theirs).toMatchObject({ id: ref.id, recommend: false });
    // It is about the host: her listing's trust counts it; the seeker's (as the host sees her) does not.
    expect((await s.agent.get(`/api/lighthouse/properties/${propertyId}/host-trust`).expect(200)).body.negative).toBe(1);
    expect((await h.agent.get(`/api/lighthouse/matches/${matchId}/trust`).expect(200)).body.negative).toBe(0);
    // Reported by the member it is about; its author cannot report her own.
    await s.agent.post('/api/reports').send({ kind: 'lighthouse.reference', id: ref.id, reason: 'harassment' }).expect(404);
    const reported = (await h.agent.post('/api/reports').send({ kind: 'lighthouse.reference', id: ref.id, reason: 'privacy', note: 'Not true' }).expect(201)).body;
    const [row] = await t.db.query(`SELECT reported_user_id, app, snapshot FROM reports WHERE id = $1`, [reported.id]);
    expect(row).toMatchObject({ reported_user_id: s.user.id, app: 'lighthouse', snapshot: expect.objectContaining({ text: 'Asked me for extra cash', recommend: false }) });
    // The export: the seeker's written one, the host's received one.
    const exported = (await s.agent.get('/api/account/export').expect(200)).body;
    expect(JSON.stringify(exported)).toContain('Asked me for extra cash');
  });

  it('lets only an admin set the verified host badge, with the date and what was checked (logged)', async () => {
    const { h, s, propertyId } = await completedStay();
    const path = `/api/lighthouse/admin/hosts/${h.user.id}/verification`;
    await s.agent.put(path).send({ checks: ['met_in_person'] }).expect(403);
    await admin.agent.put(path).send({ checks: [] }).expect(400);
    await admin.agent.put(path).send({ checks: ['passport'] }).expect(400);
    await admin.agent.put(`/api/lighthouse/admin/hosts/${s.user.id}/verification`).send({ checks: ['met_in_person'] }).expect(404);
    const set = (await admin.agent.put(path).send({ checks: ['met_in_person', 'previous_stays'] }).expect(200)).body;
    expect(set).toEqual({ verifiedAt: expect.any(String), checks: ['met_in_person', 'previous_stays'] });
    expect((await s.agent.get(`/api/lighthouse/properties/${propertyId}/host-trust`).expect(200)).body.verified).toEqual(set);
    const [log] = await t.db.query(`SELECT action FROM admin_action_logs WHERE target_id = $1::text AND action = 'verify_host'`, [h.user.id]);
    expect(log).toBeDefined();
    await admin.agent.delete(path).expect(204);
    expect((await s.agent.get(`/api/lighthouse/properties/${propertyId}/host-trust`).expect(200)).body.verified).toBeNull();
  });
});
