import { act, screen, within } from '@testing-library/react';
import { i18n } from '../../lib/i18n';
import { mockFetch, renderWithProviders } from '../../testing/render';
import { closedLine, expiryText, roleLine } from './format';
import { validateProfile } from './validation';
import { SocketRelayDashboardRoute } from './routes/dashboard';
import { makeAvailable, makeProfile } from './testing/fixtures';

describe('SocketRelay in Spanish (issue 33)', () => {
  beforeEach(() => act(() => i18n.changeLanguage('es').then(() => undefined)));

  it('shows the dashboard in Spanish: counters, the request box and the lists', async () => {
    mockFetch({
      'GET /api/socketrelay/profile': { body: makeProfile() },
      'GET /api/socketrelay/requests': { body: [makeAvailable()] },
      'GET /api/socketrelay/my-requests': { body: [] },
      'GET /api/socketrelay/my-fulfillments': { body: [] },
      'GET /api/socketrelay/announcements': { body: [] },
    });
    renderWithProviders(<SocketRelayDashboardRoute />, { path: '/apps/socketrelay' });
    const list = await screen.findByRole('list', { name: 'Solicitudes disponibles' });
    expect(within(list).getByRole('button', { name: 'Atender: Need a winter coat, size M' })).toBeInTheDocument();
    expect(within(list).getByText('River · Denver, Colorado, Estados Unidos')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Contadores' })).getByText('Mis solicitudes abiertas')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Publicar una solicitud' })).toBeInTheDocument();
    expect(screen.getByText('Todavía no has publicado ninguna solicitud.')).toBeInTheDocument();
    expect(screen.getByText(/^Sesión iniciada como/)).toBeInTheDocument();
  });

  it('words the fulfilments, dates and validation in Spanish', () => {
    expect(roleLine('requester', 'active', 'Bob')).toBe('Tú hiciste la solicitud. Bob la está atendiendo.');
    expect(closedLine({ closedBy: 'me', closedAt: '2026-03-05T12:00:00.000Z' }, 'me', 'Bob')).toBe('La cerraste el 5 mar 2026');
    expect(expiryText('2026-03-05T15:00:00.000Z', new Date('2026-03-05T12:00:00.000Z'))).toBe('dentro de 3 horas');
    expect(validateProfile({ displayName: '', city: 'a', state: 'b', country: 'Other' })).toEqual({ displayName: 'El nombre visible es obligatorio' });
  });
});
