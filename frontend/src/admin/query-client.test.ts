import { createAdminQueryClient } from './query-client';

describe('the console query cache (issue 28 item 8)', () => {
  it("marks cached lists stale after a save, even when the mutation's own onSuccess writes into them (react-admin's update)", async () => {
    const client = createAdminQueryClient();
    const listKey = ['sleepstories/stories', 'getList', {}];
    // The list as read before the first story existed.
    client.setQueryData(listKey, { data: [], total: 0 });
    const mutation = client.getMutationCache().build(client, {
      mutationFn: async () => ({ id: 's1', title: 'Rain' }),
      // What react-admin's useUpdate does on success (updateCache): it sets the lists' data again.
      onSuccess: () => {
        client.setQueriesData({ queryKey: ['sleepstories/stories', 'getList'] }, (old: { data: unknown[]; total: number }) => ({ ...old }));
      },
    });
    await mutation.execute(undefined);
    expect(client.getQueryState(listKey)?.isInvalidated).toBe(true);
    // Authentication reads are left alone.
    client.setQueryData(['auth', 'getIdentity'], { id: 'a' });
    await client.getMutationCache().build(client, { mutationFn: async () => null }).execute(undefined);
    expect(client.getQueryState(['auth', 'getIdentity'])?.isInvalidated).toBe(false);
  });

  it('leaves the cache as it is after a failed save', async () => {
    const client = createAdminQueryClient();
    client.setQueryData(['payments', 'getList', {}], { data: [], total: 0 });
    await expect(client.getMutationCache().build(client, { mutationFn: async () => Promise.reject(new Error('no')) }).execute(undefined)).rejects.toThrow('no');
    expect(client.getQueryState(['payments', 'getList', {}])?.isInvalidated).toBe(false);
  });
});
