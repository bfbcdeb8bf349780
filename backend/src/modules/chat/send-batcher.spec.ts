import { describe, expect, it } from 'vitest';
import { SendBatcher } from './send-batcher';

/** A run whose batches stay open until released, recording what each batch held. */
function gated() {
  const batches: number[][] = [];
  const releases: (() => void)[] = [];
  const run = (items: number[]) => {
    batches.push(items);
    return new Promise<(number | Error)[]>((resolve) => releases.push(() => resolve(items.map((n) => (n < 0 ? new Error(`bad ${n}`) : n * 10)))));
  };
  return { batches, releases, run };
}

/** Lets the batcher's promise callbacks run (a released batch frees its slot a few ticks later). */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('SendBatcher', () => {
  it('stores a send at once while a slot is free, and gathers the sends that arrive while every slot is busy', async () => {
    const g = gated();
    const batcher = new SendBatcher(g.run, 2, 100);
    const answers = [1, 2, 3, 4, 5].map((n) => batcher.add(n));
    // Two slots: 1 and 2 went alone, at once; 3, 4 and 5 wait together.
    expect(g.batches).toEqual([[1], [2]]);
    g.releases[0]();
    await settle();
    expect(g.batches).toEqual([[1], [2], [3, 4, 5]]);
    g.releases[1]();
    g.releases[2]();
    expect(await Promise.all(answers)).toEqual([10, 20, 30, 40, 50]);
  });

  it('keeps a batch to its maximum size', async () => {
    const g = gated();
    const batcher = new SendBatcher(g.run, 1, 2);
    const answers = [1, 2, 3, 4, 5].map((n) => batcher.add(n));
    for (let i = 0; i < 3; i++) {
      await settle();
      g.releases[i]();
    }
    expect(await Promise.all(answers)).toEqual([10, 20, 30, 40, 50]);
    expect(g.batches).toEqual([[1], [2, 3], [4, 5]]);
  });

  it("fails only the send whose own result is an error, and every send of a batch that failed as a whole", async () => {
    const g = gated();
    const batcher = new SendBatcher(g.run, 1, 100);
    const first = batcher.add(1);
    const [ok, bad] = [batcher.add(2), batcher.add(-3)];
    g.releases[0]();
    await first;
    await settle();
    g.releases[1]();
    await expect(ok).resolves.toBe(20);
    await expect(bad).rejects.toThrow('bad -3');

    const broken = new SendBatcher<number, number>(() => Promise.reject(new Error('down')), 1, 100);
    await expect(Promise.all([broken.add(1), broken.add(2)])).rejects.toThrow('down');
    // The slot is free again afterwards.
    await expect(broken.add(3)).rejects.toThrow('down');
  });
});
