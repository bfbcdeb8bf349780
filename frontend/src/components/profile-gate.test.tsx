import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../lib/api-client';
import { renderWithProviders } from '../testing/render';
import { ProfileGate, type ProfileQuery } from './profile-gate';

const query = (overrides: Partial<ProfileQuery<{ name: string }>>): ProfileQuery<{ name: string }> => ({
  data: undefined,
  isPending: false,
  isError: false,
  error: null,
  refetch: vi.fn(),
  ...overrides,
});

function renderGate(profile: ProfileQuery<{ name: string }>, props: { title?: string; buttonLabel?: string } = {}) {
  return renderWithProviders(
    <ProfileGate profile={profile} appName="LightHouse" profilePath="/apps/lighthouse/profile" description="Find a safe place to stay." {...props}>
      {(p) => <p>Hello {p.name}</p>}
    </ProfileGate>,
  );
}

describe('<ProfileGate>', () => {
  it('welcomes a member without a profile with the app name, the text and a link to create one', () => {
    renderGate(query({ data: null }));
    expect(screen.getByRole('region', { name: 'Welcome to LightHouse' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Welcome to LightHouse' })).toBeInTheDocument();
    expect(screen.getByText('Find a safe place to stay.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Profile' })).toHaveAttribute('href', '/apps/lighthouse/profile');
    expect(screen.queryByText(/Hello/)).not.toBeInTheDocument();
  });

  it("takes the app's own title and button text", () => {
    renderGate(query({ data: undefined }), { title: 'Welcome!', buttonLabel: 'Get started' });
    expect(screen.getByRole('heading', { name: 'Welcome!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get started' })).toBeInTheDocument();
  });

  it('shows what needs the profile once there is one, given the profile', () => {
    renderGate(query({ data: { name: 'Robin' } }));
    expect(screen.getByText('Hello Robin')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create Profile' })).not.toBeInTheDocument();
  });

  it('spins while the profile loads and offers a retry when it cannot be read', async () => {
    const { unmount } = renderGate(query({ isPending: true }));
    expect(screen.getByRole('progressbar', { name: 'Loading your LightHouse profile' })).toBeInTheDocument();
    unmount();

    const refetch = vi.fn();
    const error = new ApiError(500, 'Internal Server Error', JSON.stringify({ statusCode: 500, message: 'Database unavailable' }));
    renderGate(query({ isError: true, error, refetch }));
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });
});
