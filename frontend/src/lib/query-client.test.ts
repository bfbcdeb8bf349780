import { createQueryClient } from './query-client';

describe('query defaults (spec §7)', () => {
  it('caches reads forever, never refetches on focus, never retries', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries).toMatchObject({ staleTime: Infinity, refetchOnWindowFocus: false, refetchInterval: false, retry: false });
    expect(mutations).toMatchObject({ retry: false });
  });
});
