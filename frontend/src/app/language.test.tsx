import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatUsd } from '../components/money';
import { NeutralPage } from '../components/neutral-page';
import { QuickExitButton } from '../components/quick-exit';
import { LandingRoute } from '../features/landing';
import { renderWithProviders } from '../testing/render';
import { ApiError, messageOf } from '../lib/api-client';
import { formatDate } from '../lib/format-date';
import { detectLanguage, i18n, pickLanguage, setLanguage } from '../lib/i18n';

const speak = (language: 'en' | 'es') => act(() => i18n.changeLanguage(language).then(() => undefined));

describe('the language (issue 33)', () => {
  it('takes the first supported language of the browser, by its primary subtag, else English', () => {
    expect(pickLanguage(['es-MX', 'en-US'])).toBe('es');
    expect(pickLanguage(['fr-FR', 'ES'])).toBe('es');
    expect(pickLanguage(['fr', 'de'])).toBe('en');
    expect(pickLanguage([])).toBe('en');
  });

  it('follows the lang cookie before the browser, and a choice sets the cookie and <html lang>', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['es-US']);
    expect(detectLanguage()).toBe('es');
    document.cookie = 'lang=en; path=/';
    expect(detectLanguage()).toBe('en');
    await act(() => setLanguage('es'));
    expect(document.cookie).toContain('lang=es');
    expect(document.documentElement.lang).toBe('es');
    await speak('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('keeps the spec forms in English and uses Spanish order in Spanish, amounts in US dollars', async () => {
    expect(formatDate('2026-03-05T12:00:00Z')).toBe('Mar 5, 2026');
    expect(formatUsd('12.50')).toBe('$12.50');
    await speak('es');
    expect(formatDate('2026-03-05T12:00:00Z')).toBe('5 mar 2026');
    expect(formatUsd('1234.5')).toBe('$1,234.50');
  });

  it('says an API error by its code in Spanish, and the server message in English', async () => {
    const error = new ApiError(401, 'Unauthorized', JSON.stringify({ statusCode: 401, code: 'auth.invalidCredentials', message: 'Invalid email or password' }));
    const unknown = new ApiError(400, 'Bad Request', JSON.stringify({ statusCode: 400, code: 'somewhere.new', message: 'Some new rule' }));
    expect(messageOf(error)).toBe('Invalid email or password');
    await speak('es');
    expect(messageOf(error)).toBe('El correo o la contraseña no son correctos');
    expect(messageOf(unknown)).toBe('Some new rule');
    expect(messageOf(new TypeError('fetch failed'))).toMatch(/^No se pudo conectar/);
  });

  it('shows the landing page and the neutral page in Spanish, and switches back with the switch', async () => {
    await speak('es');
    renderWithProviders(
      <>
        <QuickExitButton />
        <LandingRoute />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Iniciar sesión de forma segura' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Salir ya' })).toHaveAttribute('title', 'Sal de este sitio ahora (o pulsa Escape tres veces)');
    await userEvent.click(screen.getByRole('combobox', { name: 'Idioma' }));
    await userEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'English' }));
    expect(await screen.findByRole('button', { name: 'Sign In Securely' })).toBeInTheDocument();
    expect(document.cookie).toContain('lang=en');
  });

  it('gives the neutral page and its title in Spanish', async () => {
    await speak('es');
    renderWithProviders(<NeutralPage />);
    expect(screen.getByRole('heading', { name: 'Notas' })).toBeInTheDocument();
    expect(screen.getByText('Todavía no hay notas.')).toBeInTheDocument();
    expect(document.title).toBe('Notas');
  });
});
