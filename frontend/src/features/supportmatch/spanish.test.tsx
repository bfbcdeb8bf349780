import { act, screen } from '@testing-library/react';
import { i18n } from '../../lib/i18n';
import { mockFetch, renderWithProviders } from '../../testing/render';
import { durationLine } from './format';
import { matchingStatusText } from './matching-status-text';
import { SupportMatchDashboardRoute } from './routes/dashboard';
import { SupportMatchSafetyRoute } from './routes/safety';
import { makePartnership, makeProfile } from './testing/fixtures';

describe('SupportMatch in Spanish (issue 33)', () => {
  beforeEach(() => act(() => i18n.changeLanguage('es').then(() => undefined)));

  it('welcomes a member without a profile in Spanish, without gendering her', async () => {
    mockFetch({ 'GET /api/supportmatch/profile': { body: undefined }, 'GET /api/supportmatch/announcements': { body: [] } });
    renderWithProviders(<SupportMatchDashboardRoute />, { path: '/apps/supportmatch' });
    expect(await screen.findByRole('heading', { name: 'Te damos la bienvenida a SupportMatch' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Crear perfil' })).toHaveAttribute('href', '/apps/supportmatch/profile');
  });

  it('shows the partner card and the section cards in Spanish', async () => {
    mockFetch({
      'GET /api/supportmatch/profile': { body: makeProfile({ nickname: 'Sam' }) },
      'GET /api/supportmatch/partnership/active': { body: makePartnership() },
      'GET /api/supportmatch/matching-status': { body: { state: 'matched', lastRunAt: null, nextRunAt: null } },
      'GET /api/supportmatch/announcements': { body: [] },
    });
    renderWithProviders(<SupportMatchDashboardRoute />, { path: '/apps/supportmatch' });
    expect(await screen.findByText('¡Qué bueno verte de nuevo, Sam!')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Tu persona de apoyo' })).toBeInTheDocument();
    expect(screen.getByText('Acompañamiento activo')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Seguridad y privacidad' })).toBeInTheDocument();
  });

  it('shows Safety & Privacy in Spanish', async () => {
    mockFetch({ 'GET /api/supportmatch/exclusions': { body: [] } });
    renderWithProviders(<SupportMatchSafetyRoute />, { path: '/apps/supportmatch/safety' });
    expect(await screen.findByText('No has bloqueado a nadie.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bloquear a alguien' })).toBeInTheDocument();
  });

  it('says the matching status and the duration in Spanish, with Spanish dates', () => {
    const open = { genderPreference: 'any', timezonePreference: 'any_timezone', timezone: 'America/New_York' };
    expect(matchingStatusText({ state: 'waiting', lastRunAt: null, nextRunAt: '2026-04-01T09:00:00.000Z' }, open).text).toBe(
      'Ahora mismo no tienes una persona de apoyo. Una persona administradora forma las parejas de apoyo en el próximo ciclo mensual. El próximo ciclo empieza el 1 abr 2026.',
    );
    expect(durationLine('2026-03-01', null)).toEqual({ range: '1 mar 2026 – En curso' });
  });
});
