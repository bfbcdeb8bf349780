import { normalizePath } from './normalize-path';

describe('normalizePath', () => {
  it('decodes percent-encoded unreserved characters of the path, in either case', () => {
    expect(normalizePath('/%61pi/auth/register')).toBe('/api/auth/register');
    expect(normalizePath('/%41%50%49')).toBe('/API');
    expect(normalizePath('/api/docs%2Djson')).toBe('/api/docs-json');
    expect(normalizePath('/api/%64ocs-json')).toBe('/api/docs-json');
    expect(normalizePath('/%7e%5f%2e%30%39%7A%5a')).toBe('/~_.09zZ');
  });

  it('leaves reserved characters, `%` itself and malformed escapes as sent, so decoding cannot stack', () => {
    expect(normalizePath('/%2561pi/x')).toBe('/%2561pi/x');
    expect(normalizePath('/api%2Fauth%2Fuser')).toBe('/api%2Fauth%2Fuser');
    expect(normalizePath('/api/x%3Fy%23z%40')).toBe('/api/x%3Fy%23z%40');
    expect(normalizePath('/api/%ZZ%6')).toBe('/api/%ZZ%6');
    expect(normalizePath('/api/caf%C3%A9')).toBe('/api/caf%C3%A9');
  });

  it('leaves the query string alone and returns a plain path as it is', () => {
    expect(normalizePath('/%61pi/x?q=%61')).toBe('/api/x?q=%61');
    expect(normalizePath('/api/x?q=%61')).toBe('/api/x?q=%61');
    expect(normalizePath('/api/payments')).toBe('/api/payments');
  });
});
