// @vitest-environment node
/** `npm run dev` on any PORT: the Vite proxy follows the API's port (frontend/vite.config.ts). */
const proxyTargets = async (env: Record<string, string | undefined>) => {
  const saved = { PORT: process.env.PORT, VITE_BACKEND_URL: process.env.VITE_BACKEND_URL };
  for (const [k, v] of Object.entries(env)) if (v === undefined) delete process.env[k];
  else process.env[k] = v;
  try {
    vi.resetModules();
    const config = (await import('../../vite.config')).default as { server: { proxy: Record<string, { target: string; ws?: boolean }> } };
    return Object.fromEntries(Object.entries(config.server.proxy).map(([path, p]) => [path, p.target]));
  } finally {
    for (const [k, v] of Object.entries(saved)) if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
};

describe('the dev server proxy', () => {
  it('sends /api and /socket.io to the API on PORT', async () => {
    expect(await proxyTargets({ PORT: '5077', VITE_BACKEND_URL: undefined })).toEqual({
      '/api': 'http://localhost:5077',
      '/socket.io': 'http://localhost:5077',
    });
  });

  it('uses VITE_BACKEND_URL when it is set', async () => {
    expect(await proxyTargets({ PORT: '5077', VITE_BACKEND_URL: 'http://127.0.0.1:6100' })).toEqual({
      '/api': 'http://127.0.0.1:6100',
      '/socket.io': 'http://127.0.0.1:6100',
    });
  });
});
