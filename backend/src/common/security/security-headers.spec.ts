import { securityHeaders } from './security-headers';

describe('securityHeaders', () => {
  it("works out helmet's headers once, with our CSP", () => {
    const headers = securityHeaders({ contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], frameAncestors: ["'none'"] } } });
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['strict-transport-security']).toMatch(/max-age=/);
    expect(headers['x-powered-by']).toBeUndefined();
  });
});
