import { SoftwareAuthenticator } from './software-authenticator';
import { Agent, PASSWORD, TestApp } from './test-app';

/** Adds a software passkey to the account signed in on `agent`, through the API (its password first). */
export async function addPasskey(agent: Agent, name = 'Laptop', password = PASSWORD) {
  const authenticator = new SoftwareAuthenticator();
  const options = (await agent.post('/api/account/passkeys/registration-options').send({ password }).expect(200)).body;
  const res = await agent.post('/api/account/passkeys').send({ name, response: authenticator.register(options) }).expect(201);
  return { authenticator, passkey: res.body as { id: string; name: string } };
}

/** Signs in with `authenticator` on a fresh device: the HTTP status of the verification (200 signed in, 401 refused). */
export async function passkeySignIn(t: TestApp, authenticator: SoftwareAuthenticator): Promise<number> {
  const device = t.agent();
  const options = (await device.post('/api/auth/passkey/options').expect(200)).body;
  return (await device.post('/api/auth/passkey/verify').send({ response: authenticator.authenticate(options) })).status;
}
