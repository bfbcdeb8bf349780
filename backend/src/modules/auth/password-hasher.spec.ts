import { HashingBusyError, HashingQueue } from './password-hasher';

/** A task the test finishes by hand. */
function gate() {
  let open!: () => void;
  const done = new Promise<void>((resolve) => (open = resolve));
  return { open, done };
}

describe('HashingQueue', () => {
  it('runs at most `concurrency` at once, queues up to `queue`, and refuses the rest at once', async () => {
    const queue = new HashingQueue(1, 1);
    const first = gate();
    const order: string[] = [];
    const a = queue.run(async () => {
      order.push('a');
      await first.done;
    });
    const b = queue.run(async () => {
      order.push('b');
    });
    expect(queue.stats).toEqual({ running: 1, waiting: 1 });
    await expect(queue.run(async () => order.push('c'))).rejects.toBeInstanceOf(HashingBusyError);
    first.open();
    await Promise.all([a, b]);
    expect(order).toEqual(['a', 'b']);
    expect(queue.stats).toEqual({ running: 0, waiting: 0 });
  });

  it('frees the slot when a task fails, and says when to retry', async () => {
    const queue = new HashingQueue(1, 0);
    await expect(queue.run(async () => Promise.reject(new Error('bad hash')))).rejects.toThrow('bad hash');
    await expect(queue.run(async () => 'ok')).resolves.toBe('ok');
    expect(new HashingBusyError().retryAfterSeconds).toBe(2);
    expect(new HashingBusyError().getStatus()).toBe(503);
  });
});
