import { addPasskey } from './add-passkey';
import { mockFetch } from '../../../testing/render';

vi.mock('@simplewebauthn/browser', () => ({ startRegistration: vi.fn(async () => ({ id: 'cred-1', type: 'public-key', response: {} })) }));

describe('addPasskey', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the ceremony’s answer with an Idempotency-Key, and again with the same key and body when the answer was lost', async () => {
    let posts = 0;
    const fetchMock = mockFetch({
      'POST /api/account/passkeys/registration-options': { body: { challenge: 'c' } },
      'POST /api/account/passkeys': () => {
        if (++posts === 1) throw new TypeError('Failed to fetch');
        return { status: 201, body: { id: 'p1', name: 'Phone' } };
      },
    });
    await expect(addPasskey({ name: 'Phone', password: 'secret' })).resolves.toEqual({ id: 'p1', name: 'Phone' });
    const sends = fetchMock.mock.calls.filter(([url]) => String(url) === '/api/account/passkeys');
    expect(sends).toHaveLength(2);
    const keys = sends.map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(sends[1][1]?.body).toBe(sends[0][1]?.body);
  });

  it('gives another ceremony another key', async () => {
    const fetchMock = mockFetch({
      'POST /api/account/passkeys/registration-options': { body: { challenge: 'c' } },
      'POST /api/account/passkeys': { status: 201, body: { id: 'p1', name: 'Phone' } },
    });
    await addPasskey({ name: 'Phone', password: 'secret' });
    await addPasskey({ name: 'Phone', password: 'secret' });
    const keys = fetchMock.mock.calls.filter(([url]) => String(url) === '/api/account/passkeys').map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));
    expect(new Set(keys).size).toBe(2);
  });

  it('does not resend after an answer from the server (an error is not a lost answer)', async () => {
    const fetchMock = mockFetch({
      'POST /api/account/passkeys/registration-options': { body: { challenge: 'c' } },
      'POST /api/account/passkeys': { status: 400, body: { statusCode: 400, message: 'Verification failed' } },
    });
    await expect(addPasskey({ name: 'Phone', password: 'secret' })).rejects.toThrow('Verification failed');
    expect(fetchMock.mock.calls.filter(([url]) => String(url) === '/api/account/passkeys')).toHaveLength(1);
  });
});
