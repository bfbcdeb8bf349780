import { readIdempotencyKey, requestFingerprint } from './idempotency-key';

describe('Idempotency-Key rules', () => {
  it('takes 1-255 visible ASCII characters as they are', () => {
    for (const key of ['a', '~'.repeat(255), '550e8400-e29b-41d4-a716-446655440000', '"quoted"', 'k:1/2;x=y']) {
      expect(readIdempotencyKey(key)).toBe(key);
    }
  });

  it('has no key without the header (the request is simply not idempotent)', () => {
    expect(readIdempotencyKey(undefined)).toBeUndefined();
  });

  it('refuses anything else: empty, too long, spaces, controls, non-ASCII, a header sent twice', () => {
    for (const bad of ['', 'k'.repeat(256), 'two words', 'tab\there', 'nl\nx', 'del\x7f', 'clé', '日本', 'one, two']) {
      expect([bad.slice(0, 10), readIdempotencyKey(bad)]).toEqual([bad.slice(0, 10), null]);
    }
    expect(readIdempotencyKey(['a', 'b'])).toBeNull();
  });

  it('fingerprints method, route, parameters and body, whatever the order of the body keys', () => {
    const base = { method: 'POST', route: '/api/socketrelay/requests', params: {}, body: { a: 1, b: { c: [1, 2], d: 'x' } } };
    const same = requestFingerprint({ ...base, body: { b: { d: 'x', c: [1, 2] }, a: 1 } });
    expect(requestFingerprint(base)).toBe(same);
    expect(requestFingerprint(base)).toMatch(/^[0-9a-f]{64}$/);
    expect(requestFingerprint({ ...base, body: { a: 2, b: { c: [1, 2], d: 'x' } } })).not.toBe(same);
    expect(requestFingerprint({ ...base, body: { a: 1, b: { c: [2, 1], d: 'x' } } })).not.toBe(same);
    expect(requestFingerprint({ ...base, route: '/api/blocks' })).not.toBe(same);
    expect(requestFingerprint({ ...base, method: 'PUT' })).not.toBe(same);
    expect(requestFingerprint({ ...base, params: { id: '1' } })).not.toBe(same);
  });

  it('fingerprints an upload by its route, parameters, declared length and type (its body is streamed later)', () => {
    const upload = { method: 'POST', route: '/api/lighthouse/properties/:id/photos', params: { id: 'p' }, contentType: 'multipart/form-data; boundary=x1', contentLength: '1000' };
    expect(requestFingerprint(upload)).toBe(requestFingerprint({ ...upload, contentType: 'multipart/form-data; boundary=other' }));
    expect(requestFingerprint(upload)).not.toBe(requestFingerprint({ ...upload, contentLength: '1001' }));
    expect(requestFingerprint(upload)).not.toBe(requestFingerprint({ ...upload, params: { id: 'q' } }));
  });
});
