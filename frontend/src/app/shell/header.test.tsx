import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing/render';
import { Header } from './header';
import { keepEveryStyle } from '../../testing/styles';

// This file reads the tagline's style: every emotion rule is kept (testing/styles.ts).
keepEveryStyle();

const html = document.documentElement;

afterEach(() => {
  localStorage.clear();
  html.classList.remove('light', 'dark');
});

function renderHeader() {
  return renderWithProviders(<Header onToggleSidebar={() => {}} sidebarOpen={false} />);
}

async function choose(label: string) {
  await userEvent.click(screen.getByRole('button', { name: 'Appearance' }));
  await userEvent.click(within(screen.getByRole('menu')).getByRole('menuitemradio', { name: label }));
}

describe('the Appearance menu in the header', () => {
  it('follows the system setting until the member chooses', async () => {
    renderHeader();
    const button = screen.getByRole('button', { name: 'Appearance' });
    expect(button).toHaveAttribute('title', 'Appearance: System setting');
    await userEvent.click(button);
    const menu = screen.getByRole('menu');
    expect(within(menu).getAllByRole('menuitemradio').map((item) => item.textContent)).toEqual(['System setting', 'Light', 'Dark']);
    expect(within(menu).getByRole('menuitemradio', { name: 'System setting' })).toHaveAttribute('aria-checked', 'true');
  });

  it('switches to dark and back to light, on <html> and in MUI\'s mode storage', async () => {
    renderHeader();
    await choose('Dark');
    expect(html).toHaveClass('dark');
    expect(localStorage.getItem('mui-mode')).toBe('dark');
    expect(screen.getByRole('button', { name: 'Appearance' })).toHaveAttribute('title', 'Appearance: Dark');

    await choose('Light');
    expect(html).toHaveClass('light');
    expect(html).not.toHaveClass('dark');
    expect(localStorage.getItem('mui-mode')).toBe('light');

    await choose('System setting');
    expect(localStorage.getItem('mui-mode')).toBe('system');
  });

  it('starts from the stored choice', () => {
    localStorage.setItem('mui-mode', 'dark');
    renderHeader();
    expect(html).toHaveClass('dark');
    expect(screen.getByRole('button', { name: 'Appearance' })).toHaveAttribute('title', 'Appearance: Dark');
  });
});

describe('the header tagline (issue 28 item 6)', () => {
  it('never splits a word (wraps between words only)', () => {
    renderHeader();
    const tagline = screen.getByTestId('header-tagline');
    expect(tagline).toHaveTextContent('a work of optimism');
    const style = getComputedStyle(tagline);
    expect(style.overflowWrap).toBe('normal');
    expect(style.wordBreak).toBe('keep-all');
    expect(style.hyphens).toBe('none');
  });
});
