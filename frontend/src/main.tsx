import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The plain Quick exit link of index.html served until now: the app's own button takes over.
document.getElementById('boot-quick-exit')?.remove();

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
