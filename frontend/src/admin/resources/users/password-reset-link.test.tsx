import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PendingPasswordResetLink } from '@pfe/contracts';
import { renderWith } from '../../testing/fixtures';
import { ADMIN_ACCOUNT_TEXT, PasswordResetLinkCard, PENDING_TEXT } from './password-reset-link';

const URL_SHOWN = 'https://members.example.test/reset-password?token=abc';

function pendingLink(over: Partial<PendingPasswordResetLink> = {}): PendingPasswordResetLink {
  return {
    id: 'r1',
    userId: 'u1',
    userEmail: 'jane@example.org',
    createdBy: 'a2',
    createdByEmail: 'other-admin@example.org',
    mine: false,
    createdAt: '2026-11-27T08:00:00.000Z',
    expiresAt: '2026-11-28T08:00:00.000Z',
    ...over,
  };
}

/** A fetch answering the console's reset-link calls like the server. */
function serve(routes: Record<string, { status: number; body: unknown }>) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const answer = routes[`${init?.method ?? 'GET'} ${url}`];
    if (!answer) return new Response('', { status: 404 });
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe('the password reset link card (four eyes)', () => {
  it('offers nothing for an admin account and says why', () => {
    const fetch = serve({});
    renderWith(<PasswordResetLinkCard userId="a3" isAdmin />, {});
    expect(screen.getByText(ADMIN_ACCOUNT_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Make reset link' })).not.toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('with two or more admins, a new link waits for another admin and shows no URL', async () => {
    serve({
      'GET /api/admin/password-reset-links': { status: 200, body: [] },
      'POST /api/admin/users/u1/password-reset-link': { status: 202, body: { id: 'r1', status: 'pending' } },
    });
    renderWith(<PasswordResetLinkCard userId="u1" isAdmin={false} />, {});
    fireEvent.click(screen.getByRole('button', { name: 'Make reset link' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Make link' }));
    expect(await screen.findByText(PENDING_TEXT)).toBeInTheDocument();
    expect(screen.queryByLabelText('Reset link')).not.toBeInTheDocument();
  });

  it('with one admin, shows the link once', async () => {
    serve({
      'GET /api/admin/password-reset-links': { status: 200, body: [] },
      'POST /api/admin/users/u1/password-reset-link': { status: 201, body: { url: URL_SHOWN, expiresAt: '2026-11-28T08:00:00.000Z' } },
    });
    renderWith(<PasswordResetLinkCard userId="u1" isAdmin={false} />, {});
    fireEvent.click(screen.getByRole('button', { name: 'Make reset link' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Make link' }));
    expect(await screen.findByLabelText('Reset link')).toHaveValue(URL_SHOWN);
  });

  it('lets another admin approve a pending link and shows it to her once', async () => {
    const fetch = serve({
      'GET /api/admin/password-reset-links': { status: 200, body: [pendingLink(), pendingLink({ id: 'r2', userId: 'u2' })] },
      'POST /api/admin/password-reset-links/r1/approve': { status: 200, body: { url: URL_SHOWN, expiresAt: '2026-11-28T08:00:00.000Z' } },
    });
    renderWith(<PasswordResetLinkCard userId="u1" isAdmin={false} />, {});
    const list = await screen.findByRole('list', { name: 'Reset links waiting for approval' });
    // Only this member's link is listed here.
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).getByText('Asked by other-admin@example.org')).toBeInTheDocument();
    fireEvent.click(within(list).getByRole('button', { name: 'Approve' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Approve and show link' }));
    expect(await screen.findByLabelText('Reset link')).toHaveValue(URL_SHOWN);
    await waitFor(() => expect(fetch).toHaveBeenCalledWith('/api/admin/password-reset-links/r1/approve', expect.objectContaining({ method: 'POST' })));
  });

  it('shows the asking admin that her own request waits, with no Approve button', async () => {
    serve({ 'GET /api/admin/password-reset-links': { status: 200, body: [pendingLink({ mine: true })] } });
    renderWith(<PasswordResetLinkCard userId="u1" isAdmin={false} />, {});
    const list = await screen.findByRole('list', { name: 'Reset links waiting for approval' });
    expect(within(list).getByText('Waiting for another admin')).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });
});
