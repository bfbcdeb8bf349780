import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import * as browser from '../../../lib/browser';
import { setAccountDeletedNotice } from '../../../lib/farewell';
import { renderWithProviders } from '../../../testing/render';
import { CREATE_ACCOUNT_PATH, LandingRoute } from './landing';

function Where() {
  const { pathname, search } = useLocation();
  return <span data-testid="where">{`${pathname}${search}`}</span>;
}

function renderLanding() {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/" element={<LandingRoute />} />
        <Route path="/login" element={<p>the sign-in page</p>} />
      </Routes>
      <Where />
    </>,
  );
}

describe('<LandingRoute>', () => {
  it('offers both ways in right after the hero, before the selling points', () => {
    renderLanding();
    const signIn = screen.getByRole('button', { name: 'Sign In Securely' });
    const invite = screen.getByRole('link', { name: 'I have an invite' });
    const firstPoint = screen.getByRole('heading', { name: 'Invite-Only Access' });
    const hero = screen.getByRole('heading', { level: 1 });
    const follows = (a: Element, b: Element) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(follows(hero, signIn)).toBe(true);
    expect(follows(signIn, invite)).toBe(true);
    expect(follows(invite, firstPoint)).toBe(true);
  });

  it('"Sign In Securely" navigates the browser to /api/login', async () => {
    const navigate = vi.spyOn(browser, 'navigateBrowser').mockImplementation(() => {});
    renderLanding();
    await userEvent.click(screen.getByRole('button', { name: 'Sign In Securely' }));
    expect(navigate).toHaveBeenCalledWith('/api/login');
  });

  it('"I have an invite" leads to creating an account (the invite code is asked next)', async () => {
    renderLanding();
    const invite = screen.getByRole('link', { name: 'I have an invite' });
    expect(invite).toHaveAttribute('href', '/login?tab=create');
    expect(CREATE_ACCOUNT_PATH).toBe('/login?tab=create');
    await userEvent.click(invite);
    expect(screen.getByText('the sign-in page')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/login?tab=create');
  });

  it('keeps the support coordinator link, in a new tab', () => {
    renderLanding();
    const link = screen.getByRole('link', { name: 'Contact our support coordinator for secure access' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('says the account was deleted when the deletion led here, once', () => {
    setAccountDeletedNotice();
    const { unmount } = renderLanding();
    expect(screen.getByRole('status')).toHaveTextContent('Your account has been deleted.');
    unmount();
    renderLanding();
    expect(screen.queryByText('Your account has been deleted.')).not.toBeInTheDocument();
  });

  it('says nothing of a deletion otherwise', () => {
    renderLanding();
    expect(screen.queryByText('Your account has been deleted.')).not.toBeInTheDocument();
  });
});
