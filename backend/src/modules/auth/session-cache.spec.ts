import { SessionCache } from './session-cache';

const user = (id: string) => ({ id }) as never;
const entry = (userId?: string, expire = 10_000) => ({ sess: '{}', expire, user: userId ? user(userId) : undefined });

describe('SessionCache', () => {
  it('forgets an entry after its time to live and after the session expires', () => {
    const cache = new SessionCache(100);
    cache.set('a', entry('u1', 10_000), 0, cache.generation);
    cache.set('b', entry('u1', 50), 0, cache.generation);
    expect(cache.get('a', 99)).toBeDefined();
    expect(cache.get('b', 60)).toBeUndefined();
    expect(cache.get('a', 100)).toBeUndefined();
  });

  it('stays within its bound, dropping the oldest entry', () => {
    const cache = new SessionCache(1000, 3);
    for (const sid of ['a', 'b', 'c', 'd']) cache.set(sid, entry(), 0, cache.generation);
    expect(cache.size).toBe(3);
    expect(cache.get('a', 1)).toBeUndefined();
    expect(cache.get('d', 1)).toBeDefined();
  });

  it("forgets every session of a changed user and only those", () => {
    const cache = new SessionCache(1000);
    cache.set('a', entry('u1'), 0, cache.generation);
    cache.set('b', entry('u1'), 0, cache.generation);
    cache.set('c', entry('u2'), 0, cache.generation);
    cache.forgetUser('u1');
    expect([cache.get('a', 1), cache.get('b', 1)]).toEqual([undefined, undefined]);
    expect(cache.get('c', 1)).toBeDefined();
  });

  it('does not store a read that began before an invalidation', () => {
    const cache = new SessionCache(1000);
    const began = cache.generation;
    cache.forgetSession('other');
    cache.set('a', entry('u1'), 0, began);
    expect(cache.get('a', 1)).toBeUndefined();
    const again = cache.generation;
    cache.forgetUser('u9');
    cache.set('a', entry('u1'), 0, again);
    expect(cache.get('a', 1)).toBeUndefined();
  });

  it('stores nothing with a time to live of 0', () => {
    const cache = new SessionCache(0);
    cache.set('a', entry('u1'), 0, cache.generation);
    expect(cache.size).toBe(0);
  });
});
