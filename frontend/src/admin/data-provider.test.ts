import { HttpError } from 'react-admin';
import { IntentKey } from '../lib/intent-key';
import { changedFields, createDataProvider as createPlatformProvider, replacePayload, resourceTable, toHttpError, type AdminDataProvider } from './data-provider';
import type { LighthouseAdminApi } from './resources/lighthouse/admin-api';
import { lightHouseConsole } from './resources/lighthouse/console';
import { sleepStoriesConsole } from './resources/sleepstories/console';
import type { SocketRelayAdminApi } from './resources/socketrelay/admin-api';
import { socketRelayConsole } from './resources/socketrelay/console';
import type { SupportMatchAdminApi } from './resources/supportmatch/admin-api';
import { supportMatchConsole } from './resources/supportmatch/console';

// The sub-apps' resources and actions come from their consoles, as the manifest's entries load them
// (app/sub-apps/consoles.test.ts checks that each entry loads its own).
const consoles = [supportMatchConsole, sleepStoriesConsole, lightHouseConsole, socketRelayConsole];

/** The console's data provider: the platform's resources and every sub-app console's, with their actions. */
function createDataProvider() {
  return createPlatformProvider(consoles) as AdminDataProvider & SupportMatchAdminApi & SocketRelayAdminApi & LighthouseAdminApi;
}

interface Call {
  url: string;
  method: string;
  headers: Headers;
  body: string | undefined;
  credentials: RequestCredentials | undefined;
}

/** A fetch stand-in answering every call with one response; records the calls. */
function stubFetch(status = 200, body: unknown = {}, headers: Record<string, string> = {}) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({
      url: String(input),
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      body: init?.body === undefined || init?.body === null ? undefined : String(init.body),
      credentials: init?.credentials,
    });
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
      status,
      statusText: status === 200 ? 'OK' : 'Error',
      headers: { 'Content-Type': 'application/json', ...headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

describe('changedFields: what an update sends', () => {
  it('keeps only the fields whose value changed', () => {
    const previous = { id: '1', email: 'a@b.c', isAdmin: false, subscriptionStatus: 'active', invitedBy: { id: 'x' } };
    expect(changedFields({ ...previous, subscriptionStatus: 'overdue' }, previous)).toEqual({ subscriptionStatus: 'overdue' });
    expect(changedFields({ ...previous, isAdmin: true, subscriptionStatus: 'inactive' }, previous)).toEqual({ isAdmin: true, subscriptionStatus: 'inactive' });
  });
  it('sends nothing when nothing changed, and never the id', () => {
    const previous = { id: '1', isActive: true, nested: { a: [1, 2] } };
    expect(changedFields({ ...previous, nested: { a: [1, 2] } }, previous)).toEqual({});
  });
  it('counts a field the previous record lacked as a change, and skips undefined values', () => {
    expect(changedFields<Record<string, unknown>>({ id: '1', isActive: false, note: undefined }, { id: '1' })).toEqual({ isActive: false });
  });
  it('sends the given fields when there is no previous record', () => {
    expect(changedFields({ id: '1', isActive: false }, undefined)).toEqual({ isActive: false });
  });
});

describe('the resource table', () => {
  it("maps the platform's console resources to /api/admin URLs and each sub-app's to its console's", () => {
    const table = resourceTable(consoles);
    expect(table.users.api).toBe('/api/admin/users');
    expect(table.invites.api).toBe('/api/admin/invites');
    expect(table.payments.api).toBe('/api/admin/payments');
    expect(table.pricing.api).toBe('/api/admin/pricing-tiers');
    expect(table['pricing-tiers'].api).toBe('/api/admin/pricing-tiers');
    expect(table.activity.api).toBe('/api/admin/activity');
    expect(table['supportmatch/announcements']).toMatchObject({ api: '/api/supportmatch/admin/announcements', replaceFields: expect.arrayContaining(['title', 'expiresAt']) });
    expect(table['lighthouse/properties'].api).toBe('/api/lighthouse/admin/properties');
    expect(table.secrets).toBeUndefined();
  });

  it('refuses an unknown resource, and two resources of one name', async () => {
    expect(() => createDataProvider().getList('secrets', { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: {} })).toThrow(/no resource/);
    const twice = { resources: [{ name: 'users', label: 'Users', api: '/api/elsewhere' }] };
    expect(() => resourceTable([twice])).toThrow(/two resources named "users"/);
  });
});

describe('replacePayload: what a full-replace PUT sends', () => {
  it("sends every listed field, the form's values over the saved ones, and nothing else", () => {
    const previous = { id: 'a1', title: 'Old', content: 'Body', type: 'warning', isActive: true, showOnLogin: true, showOnSignInPage: false, expiresAt: null, createdAt: 'x' };
    expect(replacePayload(['title', 'content', 'type', 'isActive', 'showOnLogin', 'showOnSignInPage', 'expiresAt'], { title: 'New' }, previous)).toEqual({
      title: 'New',
      content: 'Body',
      type: 'warning',
      isActive: true,
      showOnLogin: true,
      showOnSignInPage: false,
      expiresAt: null,
    });
  });
});

describe('the SupportMatch resources', () => {
  it('list under /api/supportmatch/admin with the simple-rest query', async () => {
    const calls = stubFetch(200, [{ id: 'p1' }], { 'Content-Range': 'partnerships 0-0/1' });
    const result = await createDataProvider().getList('supportmatch/partnerships', {
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'startDate', order: 'DESC' },
      filter: { status: 'past' },
    });
    expect(result.total).toBe(1);
    const url = new URL(calls[0].url, 'http://localhost');
    expect(url.pathname).toBe('/api/supportmatch/admin/partnerships');
    expect(url.searchParams.get('range')).toBe('[10,19]');
    expect(url.searchParams.get('filter')).toBe('{"status":"past"}');
    expect(url.searchParams.get('sort')).toBe('["startDate","DESC"]');
  });

  it('update an announcement with its whole payload, never a diff (the PUT replaces it)', async () => {
    const previousData = {
      id: 'a1',
      title: 'Old',
      content: 'Body',
      type: 'warning',
      isActive: true,
      showOnLogin: true,
      showOnSignInPage: false,
      expiresAt: '2026-12-05T22:59:59.999Z',
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    };
    const calls = stubFetch(200, { ...previousData, title: 'New' });
    await createDataProvider().update('supportmatch/announcements', { id: 'a1', data: { ...previousData, title: 'New' }, previousData });
    expect(calls[0]).toMatchObject({ url: '/api/supportmatch/admin/announcements/a1', method: 'PUT' });
    expect(JSON.parse(calls[0].body!)).toEqual({
      title: 'New',
      content: 'Body',
      type: 'warning',
      isActive: true,
      showOnLogin: true,
      showOnSignInPage: false,
      expiresAt: '2026-12-05T22:59:59.999Z',
    });
  });

  it('send an unchanged announcement too (saving is still a full replace)', async () => {
    const previousData = { id: 'a1', title: 'T', content: 'C', type: 'info', isActive: true, showOnLogin: false, showOnSignInPage: false, expiresAt: null };
    const calls = stubFetch(200, previousData);
    await createDataProvider().update('supportmatch/announcements', { id: 'a1', data: { ...previousData }, previousData });
    expect(calls).toHaveLength(1);
    expect(JSON.parse(calls[0].body!)).toEqual({ title: 'T', content: 'C', type: 'info', isActive: true, showOnLogin: false, showOnSignInPage: false, expiresAt: null });
  });

  it('create an announcement with only the fields the server takes', async () => {
    const calls = stubFetch(201, { id: 'a2' });
    await createDataProvider().create('supportmatch/announcements', { data: { title: 'T', content: 'C', type: 'info', showOnLogin: false, expiresAt: null, extra: 1 } });
    expect(calls[0]).toMatchObject({ url: '/api/supportmatch/admin/announcements', method: 'POST' });
    expect(JSON.parse(calls[0].body!)).toEqual({ title: 'T', content: 'C', type: 'info', showOnLogin: false, expiresAt: null });
  });

  it('sends the meta.idempotencyKey of a create as Idempotency-Key, and no such header without one', async () => {
    let calls = stubFetch(201, { id: 'p1' });
    await createDataProvider().create('payments', { data: { amount: 5 }, meta: { idempotencyKey: 'intent-1' } });
    expect(calls[0]).toMatchObject({ url: '/api/admin/payments', method: 'POST' });
    expect(calls[0].headers.get('Idempotency-Key')).toBe('intent-1');
    expect(calls[0].credentials).toBe('include');
    calls = stubFetch(201, { id: 'p2' });
    await createDataProvider().create('payments', { data: { amount: 5 } });
    expect(calls[0].headers.has('Idempotency-Key')).toBe(false);
  });

  it('derives the key from meta.intent (an IntentKey): one key for one content, a new intent after a success', async () => {
    const intent = new IntentKey();
    const failing = stubFetch(503, { statusCode: 503, message: 'down' });
    await expect(createDataProvider().create('supportmatch/announcements', { data: { title: 'T', content: 'C' }, meta: { intent } })).rejects.toThrow();
    const firstKey = failing[0].headers.get('Idempotency-Key');
    expect(firstKey).toMatch(/^[0-9a-f-]{36}$/);
    let calls = stubFetch(201, { id: 'a3' });
    await createDataProvider().create('supportmatch/announcements', { data: { title: 'T', content: 'C' }, meta: { intent } });
    expect(calls[0].headers.get('Idempotency-Key')).toBe(firstKey);
    calls = stubFetch(201, { id: 'a4' });
    await createDataProvider().create('supportmatch/announcements', { data: { title: 'T', content: 'C' }, meta: { intent } });
    expect(calls[0].headers.get('Idempotency-Key')).not.toBe(firstKey);
  });

  it('delete an announcement and answer the deleted record', async () => {
    const calls = stubFetch(200, { id: 'a1', title: 'T' });
    await expect(createDataProvider().delete('supportmatch/announcements', { id: 'a1', previousData: { id: 'a1' } })).resolves.toEqual({ data: { id: 'a1', title: 'T' } });
    expect(calls[0]).toMatchObject({ url: '/api/supportmatch/admin/announcements/a1', method: 'DELETE' });
  });

  it('read the stats, run matching with an empty POST, end partnerships and review reports', async () => {
    let calls = stubFetch(200, { activeUsers: 4, currentPartnerships: 2, pendingReports: 1 });
    await expect(createDataProvider().getSupportMatchStats()).resolves.toEqual({ activeUsers: 4, currentPartnerships: 2, pendingReports: 1 });
    expect(calls[0].url).toBe('/api/supportmatch/admin/stats');

    calls = stubFetch(200, { message: 'Matching complete: 2 pairs created, 0 members left unmatched.', runId: 'r', pairs: 2, unmatched: 0 });
    await expect(createDataProvider().runMatching()).resolves.toMatchObject({ pairs: 2 });
    expect(calls[0]).toMatchObject({ url: '/api/supportmatch/admin/partnerships/run-matching', method: 'POST', body: undefined });
    expect(calls[0].headers.has('Content-Type')).toBe(false);

    calls = stubFetch(200, { id: 'p1', status: 'ended' });
    await createDataProvider().setPartnershipStatus('p1', 'ended');
    expect(calls[0]).toMatchObject({ url: '/api/supportmatch/admin/partnerships/p1/status', method: 'PUT', body: '{"status":"ended"}' });

    calls = stubFetch(200, { id: 'r1', status: 'resolved' });
    await createDataProvider().setReportStatus('r1', 'resolved', '  Spoke with both  ');
    expect(calls[0]).toMatchObject({ url: '/api/supportmatch/admin/reports/r1/status', method: 'PUT', body: '{"status":"resolved","resolution":"Spoke with both"}' });
    await createDataProvider().setReportStatus('r1', 'dismissed', '   ');
    expect(calls[1].body).toBe('{"status":"dismissed"}');
  });

  it("surface the server's 409 message for a matching run already in progress", async () => {
    stubFetch(409, { statusCode: 409, message: 'A matching run is already in progress', error: 'Conflict' });
    await expect(createDataProvider().runMatching()).rejects.toMatchObject({ status: 409, message: 'A matching run is already in progress' });
  });
});

describe('the SleepStories resources', () => {
  it('list the stories at /api/sleepstories/admin and the announcements at /api/sleepstories/admin/announcements', async () => {
    const calls = stubFetch(200, [{ id: 's1' }], { 'Content-Range': 'sleepstories 0-0/1' });
    const provider = createDataProvider();
    await provider.getList('sleepstories/stories', { pagination: { page: 1, perPage: 25 }, sort: { field: 'createdAt', order: 'DESC' }, filter: {} });
    await provider.getList('sleepstories/announcements', { pagination: { page: 1, perPage: 25 }, sort: { field: 'createdAt', order: 'DESC' }, filter: {} });
    expect(calls.map((c) => new URL(c.url, 'http://localhost').pathname)).toEqual(['/api/sleepstories/admin', '/api/sleepstories/admin/announcements']);
  });

  it('update a story with the whole story, cut to the fields the server takes (the PUT replaces it)', async () => {
    const previousData = {
      id: 's1',
      title: 'Old',
      description: 'D',
      duration: 60,
      wistiaMediaId: 'w1',
      downloadUrl: null,
      category: 'nature',
      thumbnailUrl: null,
      isActive: true,
      audio: { contentType: 'audio/wav', size: 10, uploadedAt: '2026-03-01T10:00:00Z' },
      createdAt: '2026-03-01T10:00:00Z',
      updatedAt: '2026-03-01T10:00:00Z',
    };
    const calls = stubFetch(200, { ...previousData, title: 'New' });
    await createDataProvider().update('sleepstories/stories', { id: 's1', data: { ...previousData, title: 'New' }, previousData });
    expect(calls[0]).toMatchObject({ url: '/api/sleepstories/admin/s1', method: 'PUT' });
    expect(JSON.parse(calls[0].body!)).toEqual({ title: 'New', description: 'D', duration: 60, wistiaMediaId: 'w1', downloadUrl: null, category: 'nature', thumbnailUrl: null, isActive: true });
  });
});

describe('the data provider', () => {
  it('lists with the simple-rest query, the cookie, and the Content-Range total', async () => {
    const calls = stubFetch(200, [{ id: 't1', amount: '1.00' }], { 'Content-Range': 'pricing-tiers 0-0/7' });
    const result = await createDataProvider().getList('pricing', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'effectiveDate', order: 'DESC' },
      filter: { q: 'x' },
    });
    expect(result).toMatchObject({ total: 7, data: [{ id: 't1' }] });
    const url = new URL(calls[0].url, 'http://localhost');
    expect(url.pathname).toBe('/api/admin/pricing-tiers');
    expect(url.searchParams.get('sort')).toBe('["effectiveDate","DESC"]');
    expect(url.searchParams.get('range')).toBe('[0,24]');
    expect(url.searchParams.get('filter')).toBe('{"q":"x"}');
    expect(calls[0].credentials).toBe('include');
    expect(calls[0].headers.has('Content-Type')).toBe(false);
  });

  it('updates with a PUT of only the changed fields, as JSON', async () => {
    const calls = stubFetch(200, { id: 'i1', isActive: false });
    const previousData = { id: 'i1', code: 'ABCDEFGHJKLM', maxUses: 5, currentUses: 0, isActive: true, expiresAt: null, status: 'Active' };
    await createDataProvider().update('invites', { id: 'i1', data: { ...previousData, isActive: false }, previousData });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ url: '/api/admin/invites/i1', method: 'PUT', body: '{"isActive":false}', credentials: 'include' });
    expect(calls[0].headers.get('Content-Type')).toBe('application/json');
  });

  it('does not call the server for an update without changes', async () => {
    const calls = stubFetch();
    const previousData = { id: 'u1', isAdmin: false, subscriptionStatus: 'active' };
    const result = await createDataProvider().update('users', { id: 'u1', data: { ...previousData }, previousData });
    expect(calls).toHaveLength(0);
    expect(result.data).toEqual(previousData);
  });

  it('creates with a POST of the given body', async () => {
    const calls = stubFetch(201, { id: 'p1' });
    await createDataProvider().create('payments', { data: { userId: 'u1', amount: 12.5, paymentMethod: 'cash', notes: null } });
    expect(calls[0]).toMatchObject({ url: '/api/admin/payments', method: 'POST', body: '{"userId":"u1","amount":12.5,"paymentMethod":"cash","notes":null}' });
  });

  it('sets the current tier with a body-less PUT, without a JSON content type', async () => {
    const calls = stubFetch(200, { id: 't2', isCurrentTier: true });
    await expect(createDataProvider().setCurrentPricingTier('t2')).resolves.toEqual({ id: 't2', isCurrentTier: true });
    expect(calls[0]).toMatchObject({ url: '/api/admin/pricing-tiers/t2/set-current', method: 'PUT', body: undefined });
    expect(calls[0].headers.has('Content-Type')).toBe(false);
  });

  it('reads the stats', async () => {
    const stats = { totalUsers: 3, activeInvites: 1, collectedMonthlyRevenue: '12.50', outstandingRevenue: '0.00' };
    const calls = stubFetch(200, stats);
    await expect(createDataProvider().getStats()).resolves.toEqual(stats);
    expect(calls[0].url).toBe('/api/admin/stats');
  });

  it("surfaces the server's message in errors, with the status", async () => {
    stubFetch(409, { statusCode: 409, message: 'The last admin cannot be demoted', error: 'Conflict' });
    const previousData = { id: 'u1', isAdmin: true };
    const failure = createDataProvider().update('users', { id: 'u1', data: { id: 'u1', isAdmin: false }, previousData });
    await expect(failure).rejects.toBeInstanceOf(HttpError);
    await expect(failure).rejects.toMatchObject({ status: 409, message: 'The last admin cannot be demoted' });
  });

  it('turns a network failure into a readable error', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(createDataProvider().getStats()).rejects.toMatchObject({ message: 'Could not reach the server. Check your connection and try again.' });
  });
});

describe('toHttpError', () => {
  it('joins a list of messages and falls back to the status text', () => {
    expect(toHttpError(new HttpError('x', 400, { message: ['a', 'b'] })).message).toBe('a. b');
    expect(toHttpError(new HttpError('Bad Gateway', 502, undefined)).message).toBe('Bad Gateway');
    expect(toHttpError(new HttpError('Bad Gateway', 502, '<html>oops</html>')).message).toBe('Bad Gateway');
    expect(toHttpError(new HttpError('', 500, 'plain words')).message).toBe('plain words');
  });
});
