import type { User } from '@pfe/contracts';
import { createAuthProvider } from './auth-provider';

const admin: User = {
  id: 'a1',
  email: 'admin@example.org',
  firstName: 'Ada',
  lastName: 'Admin',
  isModerator: false,
  profileImageUrl: null,
  isAdmin: true,
  pricingTier: '1.00',
  subscriptionStatus: 'active',
  inviteCodeUsed: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

function setup(user: User | null) {
  const navigate = vi.fn();
  const provider = createAuthProvider({ fetchUser: async () => user, navigate });
  return { provider, navigate };
}

describe('the auth provider', () => {
  it('lets an admin in and names them', async () => {
    const { provider, navigate } = setup(admin);
    await expect(provider.checkAuth({})).resolves.toBeUndefined();
    await expect(provider.getIdentity!()).resolves.toMatchObject({ id: 'a1', fullName: 'Ada Admin', email: 'admin@example.org' });
    await expect(provider.getPermissions!({})).resolves.toBe('admin');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('names an admin without a full name by their email', async () => {
    const { provider } = setup({ ...admin, lastName: null });
    await expect(provider.getIdentity!()).resolves.toMatchObject({ fullName: 'admin@example.org' });
  });

  it('sends a signed-out visitor to /login, and the logout that follows does not end anything', async () => {
    const { provider, navigate } = setup(null);
    await expect(provider.checkAuth({})).rejects.toMatchObject({ redirectTo: false, message: false });
    expect(navigate).toHaveBeenCalledWith('/login');
    await expect(provider.logout({})).resolves.toBe(false);
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('sends a member who is not an admin home, still signed in', async () => {
    const { provider, navigate } = setup({ ...admin, isAdmin: false });
    await expect(provider.checkAuth({})).rejects.toBeTruthy();
    await provider.logout({});
    expect(navigate.mock.calls).toEqual([['/']]);
  });

  it('logs out through /api/logout', async () => {
    const { provider, navigate } = setup(admin);
    await expect(provider.logout({})).resolves.toBe(false);
    expect(navigate).toHaveBeenCalledWith('/api/logout');
  });

  it('treats a 401 from any call as signed out, a 403 as a check of admin rights, others as ordinary errors', async () => {
    const signedOut = setup(admin);
    await expect(signedOut.provider.checkError({ status: 401 })).rejects.toBeTruthy();
    expect(signedOut.navigate).toHaveBeenCalledWith('/login');

    const stillAdmin = setup(admin);
    await expect(stillAdmin.provider.checkError({ status: 403 })).resolves.toBeUndefined();
    await expect(stillAdmin.provider.checkError({ status: 409 })).resolves.toBeUndefined();
    expect(stillAdmin.navigate).not.toHaveBeenCalled();

    const demoted = setup({ ...admin, isAdmin: false });
    await expect(demoted.provider.checkError({ status: 403 })).rejects.toBeTruthy();
    expect(demoted.navigate).toHaveBeenCalledWith('/');
  });
});

describe('the auth provider on the real session endpoint', () => {
  it('reads GET /api/auth/user with the cookie and takes a 401 for signed out', async () => {
    const fetchMock = vi.fn(async () => new Response('{"statusCode":401,"message":"Sign in first","error":"Unauthorized"}', { status: 401 }));
    vi.stubGlobal('fetch', fetchMock);
    const navigate = vi.fn();
    const provider = createAuthProvider({ navigate });
    await expect(provider.checkAuth({})).rejects.toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/user', expect.objectContaining({ method: 'GET', credentials: 'include' }));
    expect(navigate).toHaveBeenCalledWith('/login');
  });
});
