import { mockFetch } from '../testing/render';
import { api, ApiError, errorMessage } from './api-client';

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

describe('errorMessage', () => {
  it('pulls the message out of the server error body', () => {
    const error = new ApiError(400, 'Bad Request', '{"statusCode":400,"message":"Invalid invite code","error":"Bad Request"}');
    expect(errorMessage(error)).toBe('Invalid invite code');
  });

  it('joins a list of messages', () => {
    expect(errorMessage(new ApiError(400, 'Bad Request', '{"message":["Email is required","Password is required"]}'))).toBe(
      'Email is required. Password is required',
    );
  });

  it('falls back to a plain-text body, then the status text, never an HTML page', () => {
    expect(errorMessage(new ApiError(429, 'Too Many Requests', 'Slow down'))).toBe('Slow down');
    expect(errorMessage(new ApiError(502, 'Bad Gateway', ''))).toBe('Bad Gateway');
    expect(errorMessage(new ApiError(502, 'Bad Gateway', '<html><body>nginx</body></html>'))).toBe('Bad Gateway');
    expect(errorMessage(new ApiError(500, '', ''))).toMatch(/something went wrong/i);
  });

  it('explains a network failure', () => {
    expect(errorMessage(new TypeError('Failed to fetch'))).toMatch(/could not reach the server/i);
  });
});
