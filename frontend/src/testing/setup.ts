import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { clearOutboxes } from '../components/chat/outbox';
import { i18n } from '../lib/i18n';
import './i18n';
import { insertOnlyHidingStyles } from './styles';

// findBy*/waitFor resolve as soon as their condition holds; the longer ceiling only matters on a busy
// machine (2 shared cores), where a first render can take longer than the default second.
configure({ asyncUtilTimeout: 5000 });

// Of emotion's rules only those that hide are inserted: jsdom's getComputedStyle matches every rule (styles.ts).
insertOnlyHidingStyles();

afterEach(() => {
  cleanup();
  // Unconfirmed chat messages live in memory for the page's life (components/chat/outbox.ts).
  clearOutboxes();
  vi.unstubAllGlobals();
  // A test that switched to another language leaves English for the next one.
  if (i18n.language !== 'en') void i18n.changeLanguage('en');
  // A test file in the node environment (`// @vitest-environment node`) has no document.
  if (typeof document === 'undefined') return;
  document.cookie.split('; ').forEach((c) => {
    const name = c.split('=')[0];
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  });
});
