import { useEffect } from 'react';
import { APP_NAME } from '../config';
import { NEUTRAL_TITLE, useIsDiscreet } from './discreet';

/**
 * Each screen names itself in the tab and in history (WCAG 2.4.2): "<title> · <product>"; in
 * discreet mode every page reads the same neutral title, so neither the tab nor the history names
 * the product or a screen.
 */
export function usePageTitle(title: string): void {
  const discreet = useIsDiscreet();
  useEffect(() => {
    const previous = document.title;
    document.title = discreet ? NEUTRAL_TITLE : `${title} · ${APP_NAME}`;
    return () => {
      document.title = previous;
    };
  }, [title, discreet]);
}
