import { act, render } from '@testing-library/react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router-dom';
import { ScrollReset } from './scroll-reset';

let navigate!: NavigateFunction;
function Navigator() {
  navigate = useNavigate();
  return null;
}

/** The page's scroll offset is set to 0 (called once per reset, with 0). */
function watchScrollTop() {
  const page = document.scrollingElement ?? document.documentElement;
  const scrollTo = vi.fn();
  Object.defineProperty(page, 'scrollTop', { configurable: true, get: () => 0, set: (top: number) => scrollTo(top, 0) });
  return scrollTo;
}

afterEach(() => {
  delete (document.documentElement as { scrollTop?: number }).scrollTop;
  if (document.scrollingElement) delete (document.scrollingElement as { scrollTop?: number }).scrollTop;
});

function renderAt(path: string) {
  const scrollTo = watchScrollTop();
  render(
    <MemoryRouter initialEntries={[path]}>
      <ScrollReset />
      <Navigator />
    </MemoryRouter>,
  );
  return scrollTo;
}

const go = (to: string | number) => act(() => void (typeof to === 'number' ? navigate(to) : navigate(to)));

describe('<ScrollReset>', () => {
  it('leaves the first page alone, and starts every other page at its top', () => {
    const scrollTo = renderAt('/');
    expect(scrollTo).not.toHaveBeenCalled();
    go('/payments');
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    scrollTo.mockClear();
    go('/services');
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });

  it('scrolls up after a redirect (replace) too', () => {
    const scrollTo = renderAt('/payments');
    act(() => void navigate('/login', { replace: true }));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('leaves Back and Forward to the browser, which restores where the reader was', () => {
    const scrollTo = renderAt('/');
    go('/payments');
    scrollTo.mockClear();
    go(-1);
    go(1);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('does not move the page when only the query changes, or for a #fragment', () => {
    const scrollTo = renderAt('/login');
    go('/login?tab=create');
    go('/admin/users?filter=%7B%7D');
    scrollTo.mockClear();
    go('/admin/users?page=2');
    go('/services#supportmatch');
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
