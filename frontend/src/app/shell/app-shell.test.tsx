import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { makeUser, renderWithProviders } from '../../testing/render';
import { AppShell, SCROLL_PADDING_TOP } from './app-shell';
import { HEADER_HEIGHT } from './header';
import { keepEveryStyle } from '../../testing/styles';

// This file reads the header's position: every emotion rule is kept (testing/styles.ts).
keepEveryStyle();

const pageStyles = () => [...document.querySelectorAll('style')].map((s) => s.textContent).join('\n');

describe('<AppShell>', () => {
  it('keeps what the browser scrolls to (a focused invalid field) below the sticky header, with room for its label', () => {
    const { unmount } = renderWithProviders(
      <Routes>
        <Route element={<AppShell user={makeUser()} />}>
          <Route index element={<p>the screen</p>} />
        </Route>
      </Routes>,
    );
    expect(screen.getByText('the screen')).toBeInTheDocument();
    expect(SCROLL_PADDING_TOP).toBeGreaterThanOrEqual(HEADER_HEIGHT + 16);
    expect(pageStyles()).toMatch(new RegExp(`html\\s*\\{[^}]*scroll-padding-top:\\s*${SCROLL_PADDING_TOP}px`));
    expect(screen.getByRole('banner')).toHaveStyle({ position: 'sticky' });
    // Outside the shell (landing, sign-in, the console) there is no sticky header to make room for.
    unmount();
    expect(pageStyles()).not.toMatch(/scroll-padding-top/);
  });

  it('offers Quick exit first (above every overlay), then a skip link, which leads to the main area', () => {
    renderWithProviders(
      <Routes>
        <Route element={<AppShell user={makeUser()} />}>
          <Route index element={<p>the screen</p>} />
        </Route>
      </Routes>,
    );
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveAttribute('href', '#main');
    const [first, second] = document.querySelectorAll('a, button');
    expect(first).toBe(screen.getByRole('button', { name: 'Quick exit' }));
    expect(second).toBe(skip);
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
  });
});
