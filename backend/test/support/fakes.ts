import type { Tx } from '../../src/common/database/sql-repository';

/**
 * For the services' unit tests (`src/**\/*.service.spec.ts`): a collaborator with only the methods
 * the test gives it; touching any other one fails the test with its name, so a fake never answers
 * a question nobody wrote an answer for.
 */
export function fake<T extends object>(methods: Partial<T>): T {
  return new Proxy(methods, {
    get(target, key) {
      if (key in target) return target[key as keyof typeof target];
      if (key === 'then') return undefined;
      throw new Error(`fake: ${String(key)} was called but the test gave no such method`);
    },
  }) as T;
}

/** The stand-in transaction manager a fake repository's `transaction` hands to the work. */
export const FAKE_TX = {} as Tx;

/** A fake repository's `transaction`: runs the work at once with FAKE_TX (a throw is the rollback). */
export function inTransaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
  return work(FAKE_TX);
}

/** A Clock frozen at `iso`. */
export function clockAt(iso: string): { now(): Date } {
  return { now: () => new Date(iso) };
}
