import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { clearOutboxes } from '../components/chat/outbox';
import { haltRequests } from '../lib/api-client';
import { markLeaving } from '../lib/browser';
import { i18n } from '../lib/i18n';
import { closeSocket } from '../lib/socket';
import './i18n';
import { fileLocalBroadcastChannel } from './broadcast-channel';
import { insertOnlyHidingStyles } from './styles';

// findBy*/waitFor resolve as soon as their condition holds; the longer ceiling only matters on a busy
// machine (2 shared cores), where a first render can take longer than the default second.
configure({ asyncUtilTimeout: 5000 });

// Of emotion's rules only those that hide are inserted: jsdom's getComputedStyle matches every rule (styles.ts).
insertOnlyHidingStyles();

// Cross-tab messages stay within this file (testing/broadcast-channel.ts).
globalThis.BroadcastChannel = fileLocalBroadcastChannel();

afterEach(() => {
  cleanup();
  // Unconfirmed chat messages live in memory for the page's life (components/chat/outbox.ts).
  clearOutboxes();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  // A test that switched to another language leaves English for the next one.
  if (i18n.language !== 'en') void i18n.changeLanguage('en');
  // A page its own flow took away (quick exit, Log Out, a deletion) holds its data calls
  // (lib/browser markLeaving): the next test's page is a new one.
  markLeaving(false);
  // A test file in the node environment (`// @vitest-environment node`) has no document.
  if (typeof document === 'undefined') return;
  document.cookie.split('; ').forEach((c) => {
    const name = c.split('=')[0];
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  });
});

// Files of the `shared` project (vite.config.ts) run one after another in one worker, on one jsdom and
// one module graph: each file starts from a blank page, as it would in a fresh jsdom. What a rendered
// tree left is already gone (Testing Library's cleanup unmounts it after each test); the body is not
// wiped, so a late transition of the file before still finds the node it removes.
beforeAll(() => {
  vi.useRealTimers();
  // The page-wide flags a session's end sets (lib/session-end): a file that ended a session must not
  // leave the next file's requests halted or its page "leaving".
  haltRequests(false);
  markLeaving(false);
  closeSocket();
  if (typeof document === 'undefined') return;
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  document.title = '';
  document.head.querySelectorAll('meta[name="theme-color"], link[rel~="icon"]').forEach((el) => el.remove());
  // Attributes a file's flows set on the page itself (quick exit and a session's end hide the body).
  for (const element of [document.documentElement, document.body]) for (const name of element.getAttributeNames()) element.removeAttribute(name);
});
