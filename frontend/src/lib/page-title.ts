import { useEffect } from 'react';
import { APP_NAME } from '../config';

/** Each screen names itself in the tab and in history (WCAG 2.4.2): "<title> · <product>". */
export function usePageTitle(title: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = `${title} · ${APP_NAME}`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
