import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { mockFetch, renderWithProviders } from '../../../testing/render';
import { makeProfile } from '../testing/fixtures';
import { SupportMatchProfileRoute } from './profile';

function renderProfile() {
  return renderWithProviders(
    <Routes>
      <Route path="/apps/supportmatch" element={<h1>SupportMatch dashboard</h1>} />
      <Route path="/apps/supportmatch/profile" element={<SupportMatchProfileRoute />} />
    </Routes>,
    { path: '/apps/supportmatch/profile' },
  );
}

const bodyOf = (fetchMock: ReturnType<typeof mockFetch>, method: string) =>
  JSON.parse(String(fetchMock.mock.calls.find(([, init]) => init?.method === method)?.[1]?.body));

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

const TIMEZONE_MESSAGE = 'Choose your timezone to be matched with someone in the same timezone, or choose Any timezone';

describe('<SupportMatchProfileRoute>', () => {
  it("creates a profile with the chosen options, toasts 'Profile Created' and goes to the dashboard", async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch({
      'GET /api/supportmatch/profile': { body: undefined },
      'POST /api/supportmatch/profile': { status: 201, body: makeProfile({ nickname: 'Sunny' }) },
    });
    renderProfile();
    expect(await screen.findByRole('heading', { name: 'Create Profile' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();

    // Nothing is required but the timezone the default "Same timezone only" needs.
    await user.click(screen.getByRole('button', { name: 'Create Profile' }));
    expect(screen.queryByText('Nickname is required')).not.toBeInTheDocument();
    expect(screen.getByText(TIMEZONE_MESSAGE)).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: /Nickname/ }), '  Sunny ');
    await choose(user, 'Gender', 'Female');
    await choose(user, 'Partner gender preference', 'Any');
    await choose(user, 'Country', 'United States');
    await choose(user, 'Timezone', 'Central Time (Chicago)');
    expect(screen.getByRole('combobox', { name: 'Timezone preference' })).toHaveTextContent('Same timezone only');
    await user.click(screen.getByRole('button', { name: 'Create Profile' }));

    expect(await screen.findByRole('heading', { name: 'SupportMatch dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Profile Created')).toBeInTheDocument();
    expect(screen.getByText('Your SupportMatch profile has been created successfully.')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'POST')).toEqual({
      nickname: 'Sunny',
      isActive: true,
      gender: 'female',
      genderPreference: 'any',
      country: 'United States',
      timezone: 'America/Chicago',
      timezonePreference: 'same_timezone',
    });
  });

  it("shows the server's reason when creating fails, else 'Failed to create profile'", async () => {
    const user = userEvent.setup();
    let status = 409;
    mockFetch({
      'GET /api/supportmatch/profile': { body: undefined },
      'POST /api/supportmatch/profile': () =>
        status === 409 ? { status, body: { statusCode: 409, message: 'You already have a SupportMatch profile', error: 'Conflict' } } : { status },
    });
    renderProfile();
    await user.type(await screen.findByRole('textbox', { name: /Nickname/ }), 'Sunny');
    await choose(user, 'Timezone', 'Paris (CET)');
    await user.click(screen.getByRole('button', { name: 'Create Profile' }));
    expect(await screen.findByText('You already have a SupportMatch profile')).toBeInTheDocument();
    status = 500;
    await user.click(screen.getByRole('button', { name: 'Create Profile' }));
    expect(await screen.findByText('Failed to create profile')).toBeInTheDocument();
  });

  it('creates a profile without a nickname: every field is optional (issue 28 item 10)', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch({
      'GET /api/supportmatch/profile': { body: undefined },
      'POST /api/supportmatch/profile': { status: 201, body: makeProfile({ nickname: '', timezone: null, timezonePreference: 'any_timezone' }) },
    });
    renderProfile();
    expect(await screen.findByRole('heading', { name: 'Create Profile' })).toBeInTheDocument();
    await choose(user, 'Timezone preference', 'Any timezone');
    await user.click(screen.getByRole('button', { name: 'Create Profile' }));
    expect(await screen.findByRole('heading', { name: 'SupportMatch dashboard' })).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'POST')).toEqual({ isActive: true, timezonePreference: 'any_timezone' });
  });

  it("never sends 'Same timezone only' without a timezone: it says so inline, and 'Any timezone' needs none", async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch({
      'GET /api/supportmatch/profile': { body: undefined },
      'POST /api/supportmatch/profile': { status: 201, body: makeProfile({ nickname: 'Sunny', timezone: null, timezonePreference: 'any_timezone' }) },
    });
    renderProfile();
    await user.type(await screen.findByRole('textbox', { name: /Nickname/ }), 'Sunny');
    // Said before anyone submits: the default preference needs the timezone.
    expect(screen.getByText("Needed for 'Same timezone only'.")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Profile' }));
    expect(screen.getByText(TIMEZONE_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Timezone' })).toHaveFocus();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);

    // Choosing a timezone clears it; clearing it again brings it back.
    await choose(user, 'Timezone', 'Tokyo (JST)');
    expect(screen.queryByText(TIMEZONE_MESSAGE)).not.toBeInTheDocument();
    await choose(user, 'Timezone', 'Not specified');
    expect(screen.getByText(TIMEZONE_MESSAGE)).toBeInTheDocument();

    // 'Any timezone' needs no timezone.
    await choose(user, 'Timezone preference', 'Any timezone');
    expect(screen.queryByText(TIMEZONE_MESSAGE)).not.toBeInTheDocument();
    expect(screen.queryByText("Needed for 'Same timezone only'.")).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Profile' }));
    expect(await screen.findByRole('heading', { name: 'SupportMatch dashboard' })).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'POST')).toEqual({ nickname: 'Sunny', isActive: true, timezonePreference: 'any_timezone' });
  });

  it('points out at once a saved profile that wants the same timezone without one', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch({
      'GET /api/supportmatch/profile': { body: makeProfile({ timezone: null, timezonePreference: 'same_timezone' }) },
      'PUT /api/supportmatch/profile': { body: makeProfile() },
    });
    renderProfile();
    expect(await screen.findByRole('heading', { name: 'Update Profile' })).toBeInTheDocument();
    expect(screen.getByText(TIMEZONE_MESSAGE)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT')).toHaveLength(0);
    await choose(user, 'Timezone', 'Central Time (Chicago)');
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByText('Profile Updated')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'PUT')).toMatchObject({ timezone: 'America/Chicago', timezonePreference: 'same_timezone' });
  });

  it("edits an existing profile: 'Update Profile', the saved values, a Cancel back to the dashboard", async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch({
      'GET /api/supportmatch/profile': { body: makeProfile({ nickname: 'Sunny', timezone: 'Europe/Paris', timezonePreference: 'any_timezone' }) },
      'PUT /api/supportmatch/profile': { body: makeProfile({ nickname: 'Sunny B' }) },
    });
    renderProfile();
    expect(await screen.findByRole('heading', { name: 'Update Profile' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Timezone' })).toHaveTextContent('Paris (CET)');
    expect(screen.getByRole('combobox', { name: 'Timezone preference' })).toHaveTextContent('Any timezone');

    const nickname = screen.getByRole('textbox', { name: /Nickname/ });
    await user.clear(nickname);
    await user.type(nickname, 'Sunny B');
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByText('Profile Updated')).toBeInTheDocument();
    expect(screen.getByText('Your SupportMatch profile has been updated successfully.')).toBeInTheDocument();
    await waitFor(() => expect(bodyOf(fetchMock, 'PUT')).toMatchObject({ nickname: 'Sunny B', timezone: 'Europe/Paris', timezonePreference: 'any_timezone' }));

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('heading', { name: 'SupportMatch dashboard' })).toBeInTheDocument();
  });
});
