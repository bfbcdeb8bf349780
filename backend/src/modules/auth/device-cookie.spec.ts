import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config/app-config';
import { DEVICE_COOKIE, DeviceCookies } from './device-cookie';

const config = (over: Partial<AppConfig> = {}) =>
  ({ nodeEnv: 'test', sessionSecret: 'a-session-secret-long-enough-for-tests-0001', previousSessionSecrets: [], ...over }) as AppConfig;

/** The Set-Cookie header `issue` writes, and a request carrying that cookie back. */
function issued(devices: DeviceCookies, email: string): { header: string; request: FastifyRequest } {
  let header = '';
  devices.issue({ header: (_name: string, value: string) => (header = value) } as unknown as FastifyReply, email);
  return { header, request: { headers: { cookie: header.split(';')[0] } } as FastifyRequest };
}

describe('DeviceCookies', () => {
  it('trusts the browser for the address it signed in to (any case), and for no other', () => {
    const devices = new DeviceCookies(config());
    const { header, request } = issued(devices, 'Her@Example.test');
    expect(header).toMatch(new RegExp(`^${DEVICE_COOKIE.replace('.', '\\.')}=`));
    expect(header).toMatch(/HttpOnly/);
    expect(header).toMatch(/SameSite=Lax/);
    expect(header).not.toContain('example');
    expect(devices.trustedFor(request, ' her@example.TEST ')).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(devices.trustedFor(request, 'someone@example.test')).toBeUndefined();
  });

  it('trusts no tampered, made-up or foreign cookie; accepts one signed with a previous secret', () => {
    const devices = new DeviceCookies(config());
    const { request } = issued(devices, 'her@example.test');
    const value = request.headers.cookie!.split('=')[1];
    const tampered = { headers: { cookie: `${DEVICE_COOKIE}=${value.slice(0, -1)}${value.endsWith('A') ? 'B' : 'A'}` } } as FastifyRequest;
    expect(devices.trustedFor(tampered, 'her@example.test')).toBeUndefined();
    expect(devices.trustedFor({ headers: {} } as FastifyRequest, 'her@example.test')).toBeUndefined();
    expect(devices.trustedFor({ headers: { cookie: `${DEVICE_COOKIE}=nonsense` } } as FastifyRequest, 'her@example.test')).toBeUndefined();
    const stranger = new DeviceCookies(config({ sessionSecret: 'another-secret-nobody-rotated-from-000000001' }));
    expect(stranger.trustedFor(request, 'her@example.test')).toBeUndefined();
    const rotated = new DeviceCookies(config({ sessionSecret: 'the-next-secret-long-enough-for-tests-00002', previousSessionSecrets: [config().sessionSecret] }));
    expect(rotated.trustedFor(request, 'her@example.test')).toBeDefined();
  });

  it('is __Host- and Secure in production', () => {
    const { header } = issued(new DeviceCookies(config({ nodeEnv: 'production' })), 'her@example.test');
    expect(header).toMatch(/^__Host-pfe\.device=/);
    expect(header).toMatch(/; Secure/);
    expect(header).toMatch(/; Path=\//);
  });
});
