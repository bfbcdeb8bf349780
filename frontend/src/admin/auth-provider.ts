/**
 * The console's auth provider, on the app's cookie session. Signing in happens in the main
 * app (/login), so the console never shows a login page of its own:
 * - signed out (401): the browser leaves for /login;
 * - signed in but neither an admin nor a moderator: the browser leaves for / (the member's home), still signed in;
 * - a moderator (issue 32) gets the console with its moderation pages only (permissions "moderator");
 * - Log out: the browser goes to /api/logout, which ends the session.
 */
import type { AuthProvider, UserIdentity } from 'react-admin';
import { ApiError, api } from '../lib/api-client';
import type { User } from '@pfe/contracts';
import { personName } from './lib/format';

export const CURRENT_USER_URL = '/api/auth/user';
export const LOGIN_PAGE = '/login';
export const MEMBER_HOME = '/';
export const LOGOUT_URL = '/api/logout';

/** What react-admin needs from a rejection so that it neither redirects inside the console nor shows a toast. */
const LEAVING = Object.freeze({ redirectTo: false as const, message: false as const, logoutUser: true });

export interface AuthProviderOptions {
  /** Reads the current user; null when signed out. */
  fetchUser?: () => Promise<User | null>;
  /** Full-page navigation out of the console. */
  navigate?: (url: string) => void;
}

async function fetchCurrentUser(): Promise<User | null> {
  try {
    return await api.get<User>(CURRENT_USER_URL);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

function statusOf(error: unknown): number | undefined {
  if (error && typeof error === 'object' && 'status' in error) {
    const { status } = error as { status: unknown };
    return typeof status === 'number' ? status : undefined;
  }
  return undefined;
}

export function toIdentity(user: User): UserIdentity {
  return {
    id: user.id,
    fullName: personName(user),
    avatar: user.profileImageUrl ?? undefined,
    email: user.email,
  };
}

export function createAuthProvider({
  fetchUser = fetchCurrentUser,
  navigate = (url: string) => window.location.assign(url),
}: AuthProviderOptions = {}): AuthProvider {
  /** Where the browser is already headed, so the logout react-admin triggers next does not end the session. */
  let leavingTo: string | null = null;

  const leave = (url: string) => {
    if (leavingTo === null) {
      leavingTo = url;
      navigate(url);
    }
    return LEAVING;
  };

  /** Resolves with the user when they may use the console; otherwise starts leaving and rejects. */
  const requireAdmin = async (): Promise<User> => {
    const user = await fetchUser();
    if (!user) throw leave(LOGIN_PAGE);
    if (!user.isAdmin && !user.isModerator) throw leave(MEMBER_HOME);
    return user;
  };

  return {
    // Signing in happens in the main app; the console never calls this.
    login: async () => undefined,

    checkAuth: async () => {
      await requireAdmin();
    },

    checkError: async (error: unknown) => {
      const status = statusOf(error);
      if (status === 401) throw leave(LOGIN_PAGE);
      if (status === 403) {
        // Admin paths answer 403 to non-admins; anything else (a refused mutation) is an ordinary error.
        await requireAdmin();
      }
    },

    getIdentity: async () => toIdentity(await requireAdmin()),

    getPermissions: async () => ((await requireAdmin()).isAdmin ? 'admin' : 'moderator'),

    logout: async () => {
      if (leavingTo === null) {
        leavingTo = LOGOUT_URL;
        navigate(LOGOUT_URL);
      }
      // The browser is leaving: react-admin must not redirect inside the console.
      return false;
    },
  };
}

export const authProvider = createAuthProvider();
