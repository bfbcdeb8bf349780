import { HttpError } from 'react-admin';
import { changedFields, createDataProvider, messageOfBody, resourcePath } from './data-provider';

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

describe('resource paths', () => {
  it('maps console resources to /api/admin paths', () => {
    expect(resourcePath('users')).toBe('users');
    expect(resourcePath('invites')).toBe('invites');
    expect(resourcePath('payments')).toBe('payments');
    expect(resourcePath('pricing')).toBe('pricing-tiers');
    expect(resourcePath('pricing-tiers')).toBe('pricing-tiers');
    expect(resourcePath('activity')).toBe('activity');
    expect(() => resourcePath('secrets')).toThrow(/no resource/);
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

describe('messageOfBody', () => {
  it('joins a list of messages and falls back to the status text', () => {
    expect(messageOfBody({ message: ['a', 'b'] })).toBe('a. b');
    expect(messageOfBody(undefined, 'Bad Gateway')).toBe('Bad Gateway');
    expect(messageOfBody('<html>oops</html>', 'Bad Gateway')).toBe('Bad Gateway');
    expect(messageOfBody('plain words')).toBe('plain words');
  });
});
