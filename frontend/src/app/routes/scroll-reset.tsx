import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** Straight to the top (no smooth scrolling), on the element that scrolls the page. */
function scrollToTop() {
  const page = document.scrollingElement ?? document.documentElement;
  page.scrollTop = 0;
  page.scrollLeft = 0;
}

/**
 * A new page starts at its top: after a link or a redirect to another path the window scrolls up.
 * Back and Forward (a POP) leave the scroll to the browser, which puts the reader back where they
 * were; a change of the query alone (a tab, a list filter) or a #fragment does not move the page.
 */
export function ScrollReset() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const shownPath = useRef(pathname);

  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    if (navigationType !== 'POP' && !hash) scrollToTop();
  }, [pathname, hash, navigationType]);

  return null;
}
