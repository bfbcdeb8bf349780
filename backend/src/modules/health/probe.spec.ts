import { Probe } from './health.service';

/** A check that settles when the test says so. */
function controlled() {
  let settle!: (ok: boolean) => void;
  let calls = 0;
  const run = () => {
    calls += 1;
    return new Promise<void>((resolve, reject) => (settle = (ok) => (ok ? resolve() : reject(new Error('down')))));
  };
  return { run, settle: (ok: boolean) => settle(ok), calls: () => calls };
}

describe('Probe', () => {
  it('answers "up" to every caller of a check that is running, with one query', async () => {
    const c = controlled();
    const probe = new Probe(c.run);
    const answers = Promise.all([probe.check(1000), probe.check(1000), probe.check(1000)]);
    c.settle(true);
    expect(await answers).toEqual([true, true, true]);
    expect(c.calls()).toBe(1);
  });

  it('answers "down" when the check fails, and runs a new one next time', async () => {
    const c = controlled();
    const probe = new Probe(c.run);
    const first = probe.check(1000);
    c.settle(false);
    expect(await first).toBe(false);
    const second = probe.check(1000);
    c.settle(true);
    expect(await second).toBe(true);
    expect(c.calls()).toBe(2);
  });

  it('answers "down" after the timeout while a check hangs, without starting another', async () => {
    vi.useFakeTimers();
    try {
      const c = controlled();
      const probe = new Probe(c.run);
      const first = probe.check(50);
      const second = probe.check(50);
      await vi.advanceTimersByTimeAsync(60);
      expect(await first).toBe(false);
      expect(await second).toBe(false);
      expect(c.calls()).toBe(1);
      c.settle(true);
      await vi.advanceTimersByTimeAsync(0);
      const third = probe.check(50);
      c.settle(true);
      expect(await third).toBe(true);
      expect(c.calls()).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
