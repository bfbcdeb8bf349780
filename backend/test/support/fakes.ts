import type { DeepPartial } from 'typeorm';
import type { Tx } from '../../src/common/database/sql-repository';
import type { DomainError } from '../../src/common/errors/domain-error';
import type { OwnProfileStore } from '../../src/common/profiles/own-profile.store';

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

type OwnProfileErrors = { exists: () => DomainError; missing: () => DomainError };

/**
 * A fake repository's `ownStore` (the shared own-profile rules, one profile per member) over an
 * in-memory map: it fails with the errors the service handed it, and records what it writes.
 * `make` builds a stored profile from a member's id and the fields written.
 */
export function fakeOwnProfiles<E extends { id: string; userId: string }>(make: (userId: string, fields: Partial<E>) => E, existing: E[] = []) {
  const rows = new Map(existing.map((e) => [e.userId, e]));
  const written: [action: 'create' | 'update', userId: string, fields: Partial<E>][] = [];
  let errors: OwnProfileErrors | undefined;
  const ownStore = (e: OwnProfileErrors) => {
    errors = e;
    return fake<OwnProfileStore<E>>({
      findOwn: async (userId: string) => rows.get(userId) ?? null,
      create: async (userId: string, fields: DeepPartial<E>) => {
        if (rows.has(userId)) throw e.exists();
        written.push(['create', userId, fields as Partial<E>]);
        rows.set(userId, make(userId, fields as Partial<E>));
        return rows.get(userId)!;
      },
      update: async (userId: string, fields: DeepPartial<E>) => {
        const row = rows.get(userId);
        if (!row) throw e.missing();
        written.push(['update', userId, fields as Partial<E>]);
        rows.set(userId, { ...row, ...(fields as Partial<E>) });
        return rows.get(userId)!;
      },
    });
  };
  return { ownStore, rows, written, errors: () => errors! };
}
