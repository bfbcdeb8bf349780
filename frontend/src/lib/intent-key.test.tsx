import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { api } from './api-client';
import { DOUBLE_PRESS_MS, IntentKey, randomUuid, useIdempotentMutation } from './intent-key';
import { mockFetch } from '../testing/render';

function counter() {
  let n = 0;
  return () => `key-${++n}`;
}

describe('IntentKey: one user intent, one Idempotency-Key', () => {
  it('gives every attempt of one intent with the same content the same key (double click, retry)', () => {
    const intent = new IntentKey(counter());
    expect(intent.keyFor({ description: 'Ride' })).toBe('key-1');
    expect(intent.keyFor({ description: 'Ride' })).toBe('key-1');
    // The same content with its keys in the same order is the same attempt.
    expect(intent.keyFor({ description: 'Ride' })).toBe('key-1');
  });

  it('starts a new intent after a success, and for other content (a corrected form)', () => {
    const intent = new IntentKey(counter());
    expect(intent.keyFor({ description: 'Ride' })).toBe('key-1');
    expect(intent.keyFor({ description: 'Ride to the clinic' })).toBe('key-2');
    intent.done();
    expect(intent.keyFor({ description: 'Ride to the clinic' })).toBe('key-3');
  });

  it('tells files apart by name, size and type (JSON would make every file {})', () => {
    const intent = new IntentKey(counter());
    const a = new File(['aaaa'], 'a.jpg', { type: 'image/jpeg', lastModified: 1 });
    const b = new File(['bbbbbbbb'], 'b.jpg', { type: 'image/jpeg', lastModified: 1 });
    expect(intent.keyFor(a)).toBe('key-1');
    expect(intent.keyFor(a)).toBe('key-1');
    expect(intent.keyFor(b)).toBe('key-2');
  });

  it('makes the body once per key: a second press or a retry sends the first body, even with "now" in it (attempt)', () => {
    const intent = new IntentKey(counter());
    let now = 1;
    const make = () => ({ amount: 1, paymentDate: now++ });
    expect(intent.attempt({ amount: '1' }, make)).toEqual({ key: 'key-1', body: { amount: 1, paymentDate: 1 } });
    expect(intent.attempt({ amount: '1' }, make)).toEqual({ key: 'key-1', body: { amount: 1, paymentDate: 1 } });
    // A corrected form is another intent with its own body; so is the next one after a success.
    expect(intent.attempt({ amount: '2' }, make)).toEqual({ key: 'key-2', body: { amount: 1, paymentDate: 2 } });
    intent.done();
    expect(intent.attempt({ amount: '2' }, make)).toEqual({ key: 'key-3', body: { amount: 1, paymentDate: 3 } });
  });

  it('keeps the key after a failed attempt and drops it after a successful one (run)', async () => {
    const intent = new IntentKey(counter());
    const seen: string[] = [];
    await expect(intent.run('x', async (key) => (seen.push(key), Promise.reject(new Error('offline'))))).rejects.toThrow('offline');
    await intent.run('x', async (key) => seen.push(key));
    await intent.run('x', async (key) => seen.push(key));
    expect(seen).toEqual(['key-1', 'key-1', 'key-2']);
  });

  it('sends nothing for an attempt while the same one is on its way: both get its answer', async () => {
    const intent = new IntentKey(counter());
    let answer: (value: string) => void = () => undefined;
    const attempt = vi.fn((key: string) => new Promise<string>((resolve) => (answer = (v) => resolve(`${v} ${key}`))));
    const first = intent.run('x', attempt);
    const second = intent.run('x', attempt);
    answer('created');
    expect(await Promise.all([first, second])).toEqual(['created key-1', 'created key-1']);
    expect(attempt).toHaveBeenCalledTimes(1);
    // Another content while one is on its way is another request.
    const other = intent.run('y', async (key) => key);
    expect(await other).toBe('key-2');
  });

  it('makes UUID v4 keys, also without crypto.randomUUID (a non-secure context)', () => {
    const v4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(randomUuid()).toMatch(v4);
    const original = crypto.randomUUID;
    try {
      Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
      expect(randomUuid()).toMatch(v4);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });
});

describe('useIdempotentMutation', () => {
  afterEach(() => vi.unstubAllGlobals());

  function setup(retry: number) {
    const client = new QueryClient({ defaultOptions: { mutations: { retry, retryDelay: 0 } } });
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    return renderHook(
      () => useIdempotentMutation({ mutationFn: (description: string, idempotencyKey) => api.post<{ id: string }>('/api/socketrelay/requests', { description }, { idempotencyKey }) }),
      { wrapper },
    );
  }
  const keysSent = (fetchMock: ReturnType<typeof mockFetch>) => fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));

  it('sends one key over TanStack retries of one intent, and a new key for the next intent', async () => {
    let attempts = 0;
    const fetchMock = mockFetch({
      'POST /api/socketrelay/requests': () => (++attempts === 1 ? { status: 503, body: { statusCode: 503, message: 'Service unavailable' } } : { status: 201, body: { id: `r${attempts}` } }),
    });
    const { result } = setup(1);
    await act(() => result.current.mutateAsync('Ride'));
    await act(() => result.current.mutateAsync('Ride'));
    const keys = keysSent(fetchMock);
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]); // the retry
    expect(keys[2]).not.toBe(keys[0]); // a new intent after the success
  });

  it('sends a double click once (the second click shares the first answer) and a resubmit after an error with the same key', async () => {
    let attempts = 0;
    const fetchMock = mockFetch({
      'POST /api/socketrelay/requests': () => (++attempts === 1 ? { status: 500, body: 'down' } : { status: 201, body: { id: 'r1' } }),
    });
    const { result } = setup(0);
    await act(async () => {
      await result.current.mutateAsync('Ride').catch(() => undefined);
    });
    act(() => {
      result.current.mutate('Ride');
      result.current.mutate('Ride');
    });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const keys = keysSent(fetchMock);
    expect(new Set(keys).size).toBe(1);
  });

  it('drops the second press of a double press: one request, the callbacks once (one toast)', async () => {
    const fetchMock = mockFetch({ 'POST /api/socketrelay/requests': () => ({ status: 201, body: { id: 'r1' } }) });
    const client = new QueryClient({ defaultOptions: { mutations: { retry: 0 } } });
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const said = vi.fn();
    const pressed = vi.fn();
    const { result } = renderHook(
      () =>
        useIdempotentMutation({
          mutationFn: (description: string, idempotencyKey) => api.post<{ id: string }>('/api/socketrelay/requests', { description }, { idempotencyKey }),
          onSuccess: said,
        }),
      { wrapper },
    );
    act(() => {
      result.current.mutate('Ride', { onSuccess: pressed });
      result.current.mutate('Ride', { onSuccess: pressed });
    });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(said).toHaveBeenCalledTimes(1);
    expect(pressed).toHaveBeenCalledTimes(1);
  });

  it('drops the second press of a double press also when the first answer came between the presses, not a later press or a retry after a failure', async () => {
    let answers = 0;
    const fetchMock = mockFetch({ 'POST /api/socketrelay/requests': () => (++answers === 3 ? { status: 500, body: 'down' } : { status: 201, body: { id: `r${answers}` } }) });
    let now = 1_000_000;
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    const { result } = setup(0);
    act(() => result.current.mutate('Ride'));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    now += DOUBLE_PRESS_MS - 1; // the second click of a double click, after the fast answer
    act(() => result.current.mutate('Ride'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    now += 1; // a deliberate press a second after the first: another intent
    act(() => result.current.mutate('Ride'));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    now += DOUBLE_PRESS_MS;
    act(() => result.current.mutate('Ride')); // this one fails (500)
    await waitFor(() => expect(result.current.isError).toBe(true));
    act(() => result.current.mutate('Ride')); // a retry at once after the failure is sent
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(4));
  });
});
