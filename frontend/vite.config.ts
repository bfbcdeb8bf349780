import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const backend = process.env.VITE_BACKEND_URL ?? 'http://localhost:5000';

export default defineConfig({
  plugins: [react()],
  // One .env at the repository root serves both workspaces; Vite only exposes its VITE_* variables.
  envDir: '..',
  // The shared contracts are bundled from their TypeScript source (as tsconfig.json's `paths` says), not their CommonJS build.
  resolve: {
    alias: { '@pfe/contracts': fileURLToPath(new URL('../packages/contracts/src/index.ts', import.meta.url)) },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    rollupOptions: {
      output: {
        // Libraries change far less often than the app: separate chunks stay cached across releases.
        manualChunks(id) {
          if (!id.includes('node_modules')) return undefined;
          if (/node_modules\/(@mui|@emotion|@popperjs|react-transition-group|stylis)\//.test(id)) return 'mui';
          if (/node_modules\/(react|react-dom|scheduler|react-router|react-router-dom|@tanstack)\//.test(id)) return 'react';
          // react-admin in one chunk, fetched with the console only: its packages import each other in
          // cycles, which must not be cut across the console's chunks (one per sub-app's pages).
          if (/node_modules\/(react-admin|ra-[a-z-]+)\//.test(id)) return 'react-admin';
          // Anything else stays where Rollup puts it, so a lazily loaded chunk (the admin console) keeps its own libraries.
          return undefined;
        },
      },
    },
  },
  server: {
    port: 5173,
    // changeOrigin stays off: the backend compares Origin with Host to refuse cross-site mutations.
    proxy: {
      '/api': { target: backend },
      '/socket.io': { target: backend, ws: true },
    },
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    restoreMocks: true,
  },
});
