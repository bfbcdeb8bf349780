import { act, render } from '@testing-library/react';
import { DISCREET_KEY, isDiscreet, neutralTitle, setDiscreet } from './discreet';
import { usePageTitle } from './page-title';

function Screen({ title }: { title: string }) {
  usePageTitle(title);
  return null;
}

describe('discreet mode', () => {
  beforeEach(() => {
    localStorage.clear();
    document.head.innerHTML = '<link rel="icon" href="/favicon.svg" />';
  });

  it('stores the flag for the first-paint script and swaps the title and icon at once', () => {
    setDiscreet(true);
    expect(localStorage.getItem(DISCREET_KEY)).toBe('1');
    expect(isDiscreet()).toBe(true);
    expect(document.title).toBe(neutralTitle());
    expect(document.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe('/neutral-icon.svg');
    setDiscreet(false, 'Settings · Psyop-Free Economy');
    expect(localStorage.getItem(DISCREET_KEY)).toBeNull();
    expect(document.title).toBe('Settings · Psyop-Free Economy');
    expect(document.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe('/favicon.svg');
  });

  it('gives every screen the neutral title while on, and the screen\'s own title again when turned off', () => {
    const { rerender } = render(<Screen title="My Payments" />);
    expect(document.title).toBe('My Payments · Psyop-Free Economy');
    act(() => setDiscreet(true));
    expect(document.title).toBe(neutralTitle());
    rerender(<Screen title="Settings" />);
    expect(document.title).toBe(neutralTitle());
    act(() => setDiscreet(false));
    expect(document.title).toBe('Settings · Psyop-Free Economy');
  });
});
