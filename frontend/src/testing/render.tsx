import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { AppProvider } from '../app/provider';
import { PlaybackProvider } from '../app/shell/playback-provider';
import { createQueryClient } from '../lib/query-client';
import type { User } from '@pfe/contracts';

/**
 * Renders inside the real providers (fresh query cache) at the given path; `playback`: also inside
 * the member shell's player (lib/playback), for screens that play audio without the whole shell.
 */
export function renderWithProviders(ui: ReactElement, { path = '/', playback = false }: { path?: string; playback?: boolean } = {}) {
  const queryClient = createQueryClient();
  const result = render(
    <AppProvider queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>{playback ? <PlaybackProvider>{ui}</PlaybackProvider> : ui}</MemoryRouter>
    </AppProvider>,
  );
  return { ...result, queryClient };
}

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: '0b6a6c2e-7d1f-4c35-9d0b-2f1d6a1f0c11',
    email: 'ana@example.org',
    firstName: 'Ana',
    lastName: 'Lima',
    isModerator: false,
    profileImageUrl: null,
    isAdmin: false,
    pricingTier: '1.00',
    subscriptionStatus: 'active',
    inviteCodeUsed: 'ABCDEFGHJKLM',
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export interface FakeResponse {
  status?: number;
  body?: unknown;
  statusText?: string;
}

/** Replaces fetch with a handler from "METHOD /path" to a response; returns the mock to inspect calls. */
export function mockFetch(routes: Record<string, FakeResponse | (() => FakeResponse | Promise<FakeResponse>)>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    const route = routes[key];
    if (!route) throw new Error(`Unexpected request ${key}`);
    const { status = 200, body, statusText = '' } = typeof route === 'function' ? await route() : route;
    const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
    return new Response(status === 204 ? null : text, {
      status,
      statusText,
      headers: typeof body === 'string' ? { 'Content-Type': 'text/plain' } : { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/**
 * The accessible name "<text>, <n> unread" (jsdom computes no CSS display, so it reads a space before
 * the comma that a browser does not; the Chromium journey checks the browser's name).
 */
export const unreadName = (text: string, count?: string | number) => new RegExp(`^${text}${count === undefined ? '' : ` ?, ${String(count).replace('+', '\\+')} unread`}$`);
