import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { initI18n } from './lib/i18n';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The page's language (the `lang` cookie, else the browser's) with its common strings, before the
// first render; a screen's own strings are fetched with it (docs/i18n.md).
void initI18n().finally(() => {
  // The plain Quick exit link of index.html served until now: the app's own button takes over.
  document.getElementById('boot-quick-exit')?.remove();
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
