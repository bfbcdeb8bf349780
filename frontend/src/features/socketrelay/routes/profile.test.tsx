import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { mockFetch, renderWithProviders } from '../../../testing/render';
import { makeProfile } from '../testing/fixtures';
import { validateProfile } from '../validation';
import { SocketRelayProfileRoute } from './profile';

function renderProfile(routes: Parameters<typeof mockFetch>[0]) {
  const fetchMock = mockFetch(routes);
  renderWithProviders(
    <Routes>
      <Route path="/apps/socketrelay" element={<h1>SocketRelay dashboard</h1>} />
      <Route path="/apps/socketrelay/profile" element={<SocketRelayProfileRoute />} />
    </Routes>,
    { path: '/apps/socketrelay/profile' },
  );
  return fetchMock;
}

describe('<SocketRelayProfileRoute>', () => {
  it('requires every field with the spec messages, creates the profile trimmed and goes to the dashboard', async () => {
    const user = userEvent.setup();
    const fetchMock = renderProfile({
      'GET /api/socketrelay/profile': { body: undefined },
      'POST /api/socketrelay/profile': { status: 201, body: makeProfile() },
      'GET /api/socketrelay/requests': { body: [] },
    });
    expect(await screen.findByRole('heading', { name: 'Create Profile' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Profile' }));
    for (const text of ['Display name is required', 'City is required', 'State is required', 'Country is required']) expect(screen.getByText(text)).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: /Display name/ }), '  Sunny ');
    await user.type(screen.getByRole('textbox', { name: /City/ }), 'Austin');
    await user.type(screen.getByRole('textbox', { name: /State/ }), 'Texas');
    await user.click(screen.getByRole('combobox', { name: /Country/ }));
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(expect.arrayContaining(['United States', 'Canada', 'United Kingdom', 'Australia', 'India']));
    expect(options.at(-1)).toBe('Other');
    expect(options.length).toBeGreaterThanOrEqual(50);
    await user.click(screen.getByRole('option', { name: 'Canada' }));
    await user.click(screen.getByRole('button', { name: 'Create Profile' }));

    expect(await screen.findByRole('heading', { name: 'SocketRelay dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Profile Created')).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ displayName: 'Sunny', city: 'Austin', state: 'Texas', country: 'Canada' });
  });

  it('updates an existing profile with PUT', async () => {
    const user = userEvent.setup();
    const fetchMock = renderProfile({ 'GET /api/socketrelay/profile': { body: makeProfile() }, 'PUT /api/socketrelay/profile': { body: makeProfile({ city: 'Dallas' }) } });
    expect(await screen.findByRole('heading', { name: 'Update Profile' })).toBeInTheDocument();
    const city = screen.getByRole('textbox', { name: /City/ });
    await user.clear(city);
    await user.type(city, 'Dallas');
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByText('Profile Updated')).toBeInTheDocument();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toMatchObject({ city: 'Dallas' });
  });

  it('limits each field to 100 characters', () => {
    expect(validateProfile({ displayName: 'x'.repeat(101), city: 'a', state: 'b', country: 'Other' })).toEqual({ displayName: 'Display name must be at most 100 characters' });
  });
});
