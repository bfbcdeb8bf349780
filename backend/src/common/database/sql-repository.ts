import type { DataSource, EntityManager } from 'typeorm';

/** A transaction's manager, handed from a service to the repositories that write in it. */
export type Tx = EntityManager;

/**
 * The base of every `<module>.repository.ts`: the only classes that hold SQL (docs/architecture.md,
 * "Data access"). A repository method that writes as part of a rule takes the caller's `tx`; one
 * that reads on its own runs on the pool. `transaction` is here so that a service opens its
 * transaction without holding the DataSource, and a unit test's fake repository can run the work
 * with a stand-in manager.
 */
export abstract class SqlRepository {
  protected constructor(protected readonly db: DataSource) {}

  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  /** The caller's transaction, or the pool. */
  protected on(tx?: Tx): EntityManager {
    return tx ?? this.db.manager;
  }
}
