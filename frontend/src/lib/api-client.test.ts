import { mockFetch } from '../testing/render';
import { HttpError } from 'react-admin';
import { api, ApiError, codeOf, haltRequests, holdRequests, messageOf, onUnauthorized, request, RequestStoppedError, resumeRequests } from './api-client';

describe('api client', () => {
  it('sends the session cookie and no body or JSON header on a read', async () => {
    const fetchMock = mockFetch({ 'GET /api/thing': { body: { ok: true } } });
    await expect(api.get('/api/thing')).resolves.toEqual({ ok: true });
    const init = fetchMock.mock.calls[0][1]!;
    expect(init.credentials).toBe('include');
    expect(init.body).toBeUndefined();
    expect(new Headers(init.headers).has('Content-Type')).toBe(false);
  });

  it('sends JSON with its content type only when there is a body', async () => {
    const fetchMock = mockFetch({ 'POST /api/thing': { status: 201, body: { id: 1 } }, 'PUT /api/empty': { status: 204 } });
    await api.post('/api/thing', { code: 'X' });
    const withBody = fetchMock.mock.calls[0][1]!;
    expect(new Headers(withBody.headers).get('Content-Type')).toBe('application/json');
    expect(withBody.body).toBe('{"code":"X"}');

    await expect(api.put('/api/empty')).resolves.toBeUndefined();
    const withoutBody = fetchMock.mock.calls[1][1]!;
    expect(new Headers(withoutBody.headers).has('Content-Type')).toBe(false);
    expect(withoutBody.body).toBeUndefined();
  });

  it('sends Idempotency-Key only when a call gives one', async () => {
    const fetchMock = mockFetch({ 'POST /api/thing': { status: 201, body: { id: 1 } } });
    await api.post('/api/thing', { code: 'X' }, { idempotencyKey: 'intent-1' });
    await api.post('/api/thing', { code: 'X' });
    expect(new Headers(fetchMock.mock.calls[0][1]!.headers).get('Idempotency-Key')).toBe('intent-1');
    expect(new Headers(fetchMock.mock.calls[1][1]!.headers).has('Idempotency-Key')).toBe(false);
  });

  it('turns a non-OK response into "status: body"', async () => {
    const body = { statusCode: 401, message: 'Invalid email or password', error: 'Unauthorized' };
    mockFetch({ 'POST /api/auth/login': { status: 401, body, statusText: 'Unauthorized' } });
    const error = await api.post('/api/auth/login', { email: 'a@b.co', password: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect((error as Error).message).toBe(`401: ${JSON.stringify(body)}`);
  });

  it('uses the status text when the error body is empty', async () => {
    mockFetch({ 'GET /api/down': { status: 503, statusText: 'Service Unavailable' } });
    await expect(api.get('/api/down')).rejects.toThrow(/^503: Service Unavailable$/);
  });
});

/**
 * A server that answers when told: each call waits until `answer(status)`; an aborted call rejects
 * as a browser's fetch does (AbortError), and is marked aborted.
 */
function heldServer() {
  const calls: { key: string; aborted: boolean; answer: (status: number) => void }[] = [];
  const fetchMock = vi.fn(
    (input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((resolve, reject) => {
        const call = {
          key: `${init?.method ?? 'GET'} ${String(input)}`,
          aborted: false,
          answer: (status: number) => resolve(new Response(status === 204 ? null : '{}', { status, headers: { 'Content-Type': 'application/json' } })),
        };
        init?.signal?.addEventListener('abort', () => {
          call.aborted = true;
          reject(new DOMException('The operation was aborted.', 'AbortError'));
        });
        calls.push(call);
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  const find = (key: string) => calls.filter((call) => call.key === key);
  return { calls, find };
}

describe('a page ending its own session (holdRequests)', () => {
  let unauthorized: ReturnType<typeof vi.fn<() => void>>;
  let stopListening: () => void;
  beforeEach(() => {
    unauthorized = vi.fn<() => void>();
    stopListening = onUnauthorized(unauthorized);
  });
  afterEach(() => {
    stopListening();
    haltRequests(false);
    vi.unstubAllGlobals();
  });

  it('aborts the calls on their way, so none is answered 401 by the ending session, and no 401 handling runs', async () => {
    const server = heldServer();
    const poll = api.get('/api/notifications').catch((e: unknown) => e);
    const save = api.put('/api/sleepstories/s1/progress', { positionSeconds: 12 }).catch((e: unknown) => e);
    await vi.waitFor(() => expect(server.calls).toHaveLength(2));
    holdRequests();
    expect(server.calls.map((call) => call.aborted)).toEqual([true, true]);
    // A write cut short fails (it may or may not have reached the server).
    expect(await save).toBeInstanceOf(RequestStoppedError);
    // The session ends: the read that waited fails as a 401 without asking the server.
    haltRequests();
    expect(await poll).toMatchObject({ status: 401 });
    expect(server.calls).toHaveLength(2);
    expect(unauthorized).not.toHaveBeenCalled();
  });

  it('lets the ending call through while every other call waits', async () => {
    const server = heldServer();
    holdRequests();
    const poll = api.get('/api/notifications').catch((e: unknown) => e);
    const deletion = request('DELETE', '/api/account', { password: 'pw' }, { ending: true });
    await vi.waitFor(() => expect(server.find('DELETE /api/account')).toHaveLength(1));
    expect(server.find('GET /api/notifications')).toHaveLength(0);
    // The session's end (the socket's session.ended) arrives before the deletion's answer: the
    // ending call is not aborted, the others never leave.
    haltRequests();
    expect(server.find('DELETE /api/account')[0].aborted).toBe(false);
    server.find('DELETE /api/account')[0].answer(204);
    await expect(deletion).resolves.toBeUndefined();
    expect(await poll).toMatchObject({ status: 401 });
    expect(server.find('GET /api/notifications')).toHaveLength(0);
    expect(unauthorized).not.toHaveBeenCalled();
  });

  it('resumes when the ending flow fails (a wrong password): the waiting calls and an aborted read go out', async () => {
    const server = heldServer();
    const aborted = api.get('/api/account/sessions');
    await vi.waitFor(() => expect(server.calls).toHaveLength(1));
    holdRequests();
    const waiting = api.get('/api/notifications');
    const deletion = request('DELETE', '/api/account', { password: 'wrong' }, { ending: true }).catch((e: unknown) => e);
    await vi.waitFor(() => expect(server.find('DELETE /api/account')).toHaveLength(1));
    server.find('DELETE /api/account')[0].answer(400);
    expect(await deletion).toMatchObject({ status: 400 });
    expect(server.find('GET /api/notifications')).toHaveLength(0);
    resumeRequests();
    await vi.waitFor(() => expect(server.find('GET /api/notifications')).toHaveLength(1));
    await vi.waitFor(() => expect(server.find('GET /api/account/sessions')).toHaveLength(2));
    server.find('GET /api/notifications')[0].answer(200);
    server.find('GET /api/account/sessions')[1].answer(200);
    await expect(waiting).resolves.toEqual({});
    await expect(aborted).resolves.toEqual({});
    // And new calls go straight out.
    const next = api.get('/api/blocks');
    await vi.waitFor(() => expect(server.find('GET /api/blocks')).toHaveLength(1));
    server.find('GET /api/blocks')[0].answer(200);
    await expect(next).resolves.toEqual({});
    expect(unauthorized).not.toHaveBeenCalled();
  });

  it('aborts the calls on their way when the session ends (haltRequests, lib/session-end): they fail as 401 without 401 handling', async () => {
    const server = heldServer();
    const poll = api.get('/api/notifications').catch((e: unknown) => e);
    const save = api.put('/api/sleepstories/s1/progress', { positionSeconds: 12 }).catch((e: unknown) => e);
    await vi.waitFor(() => expect(server.calls).toHaveLength(2));
    haltRequests();
    expect(server.calls.map((call) => call.aborted)).toEqual([true, true]);
    expect(await poll).toMatchObject({ status: 401 });
    expect(await save).toMatchObject({ status: 401 });
    expect(server.calls).toHaveLength(2);
    expect(unauthorized).not.toHaveBeenCalled();
  });

  it('still hears a 401 from a call that was not aborted (a session ended elsewhere)', async () => {
    const server = heldServer();
    const call = api.get('/api/notifications').catch((e: unknown) => e);
    await vi.waitFor(() => expect(server.calls).toHaveLength(1));
    server.calls[0].answer(401);
    expect(await call).toMatchObject({ status: 401 });
    expect(unauthorized).toHaveBeenCalledTimes(1);
  });
});

describe('messageOf', () => {
  it('pulls the message out of the server error body', () => {
    const error = new ApiError(400, 'Bad Request', '{"statusCode":400,"message":"Invalid invite code","error":"Bad Request"}');
    expect(messageOf(error)).toBe('Invalid invite code');
  });

  it('joins a list of messages', () => {
    expect(messageOf(new ApiError(400, 'Bad Request', '{"message":["Email is required","Password is required"]}'))).toBe(
      'Email is required. Password is required',
    );
  });

  it('falls back to a plain-text body, then the status text, never an HTML page', () => {
    expect(messageOf(new ApiError(429, 'Too Many Requests', 'Slow down'))).toBe('Slow down');
    expect(messageOf(new ApiError(502, 'Bad Gateway', ''))).toBe('Bad Gateway');
    expect(messageOf(new ApiError(502, 'Bad Gateway', '<html><body>nginx</body></html>'))).toBe('Bad Gateway');
    expect(messageOf(new ApiError(500, '', ''))).toMatch(/something went wrong/i);
  });

  it('explains a network failure', () => {
    expect(messageOf(new TypeError('Failed to fetch'))).toMatch(/could not reach the server/i);
  });
});

describe('messageOf with a fixed text (spec §8 "server message, else <fixed text>")', () => {
  it("prefers the server's message", () => {
    const body = JSON.stringify({ statusCode: 409, message: 'You have already blocked this member', error: 'Conflict' });
    expect(messageOf(new ApiError(409, 'Conflict', body), 'Failed to block user')).toBe('You have already blocked this member');
    expect(messageOf(new ApiError(400, 'Bad Request', JSON.stringify({ message: ['a', 'b'] })), 'x')).toBe('a. b');
    expect(messageOf(new ApiError(429, 'Too Many Requests', 'Slow down'), 'x')).toBe('Slow down');
  });

  it('uses the fixed text for empty bodies, HTML pages, network failures and anything else', () => {
    expect(messageOf(new ApiError(500, 'Internal Server Error', ''), 'Failed to unblock user')).toBe('Failed to unblock user');
    expect(messageOf(new ApiError(502, 'Bad Gateway', '<html>bad gateway</html>'), 'Failed to send message')).toBe('Failed to send message');
    expect(messageOf(new ApiError(500, '', JSON.stringify({ statusCode: 500 })), 'Failed to block user')).toBe('Failed to block user');
    expect(messageOf(new TypeError('Failed to fetch'), 'Failed to send message')).toBe('Failed to send message');
    expect(messageOf(undefined, 'Failed to create profile')).toBe('Failed to create profile');
  });
});

describe("messageOf on the admin console's errors (react-admin HttpError, body already parsed)", () => {
  it('reads the body, joins a list, falls back to the status text, never an HTML page', () => {
    expect(messageOf(new HttpError('x', 400, { message: ['a', 'b'] }))).toBe('a. b');
    expect(messageOf(new HttpError('Bad Gateway', 502, undefined))).toBe('Bad Gateway');
    expect(messageOf(new HttpError('Bad Gateway', 502, '<html>oops</html>'))).toBe('Bad Gateway');
    expect(messageOf(new HttpError('', 500, 'plain words'))).toBe('plain words');
    expect(messageOf(new HttpError('', 500, undefined))).toMatch(/something went wrong/i);
    expect(messageOf(new HttpError('Conflict', 409, { message: 'A matching run is already in progress' }), 'fixed')).toBe(
      'A matching run is already in progress',
    );
    expect(messageOf(new HttpError('Could not reach the server.', 0), 'fixed')).toBe('fixed');
  });
});

describe('codeOf', () => {
  it("reads the stable code of the server's error body, raw or parsed, and nothing else", () => {
    const body = JSON.stringify({ statusCode: 410, code: 'invites.expired', message: 'This invite code has expired.', error: 'Gone' });
    expect(codeOf(new ApiError(410, 'Gone', body))).toBe('invites.expired');
    expect(codeOf(new HttpError('x', 403, { statusCode: 403, code: 'access.inviteRequired', message: 'Invite code required' }))).toBe('access.inviteRequired');
    expect(codeOf(new ApiError(502, 'Bad Gateway', '<html>oops</html>'))).toBeUndefined();
    expect(codeOf(new ApiError(500, 'Internal Server Error', JSON.stringify({ message: 'no code' })))).toBeUndefined();
    expect(codeOf(new TypeError('Failed to fetch'))).toBeUndefined();
  });
});
