import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** A timestamp in an export: ISO 8601 in UTC, or null when there is none. */
export const iso = (d: Date | string | null | undefined): string | null => (d ? new Date(d).toISOString() : null);

/**
 * What one feature holds about a member, for the export and for account deletion.
 *
 * - `export` reads the member's data inside the export's one read-only transaction (a consistent
 *   snapshot). It answers plain JSON: the member's own data, and about other members only what the
 *   member could already see (nicknames, display names) — never emails, real names, password
 *   hashes or tokens.
 * - `erase` runs inside the deletion's one transaction: it deletes the member's personal data and
 *   anonymises what must be kept as a record. It may answer work to do once the deletion is
 *   committed (e.g. telling open chats that they closed). If it throws, nothing is deleted.
 */
export interface AccountDataContributor {
  /** The export section's name, e.g. `supportmatch`; unique. */
  key: string;
  export(manager: EntityManager, userId: string): Promise<unknown>;
  erase(manager: EntityManager, userId: string): Promise<void | (() => void | Promise<void>)>;
  /**
   * Erase order, lowest first (default 0). The core `account` contributor is 100: it anonymises
   * the user row after every app has erased what points at it.
   */
  order?: number;
}

/** The seam every feature plugs its export section and its erasure into (in its module's onModuleInit). */
@Injectable()
export class AccountDataRegistry {
  private readonly contributors: AccountDataContributor[] = [];

  register(contributor: AccountDataContributor): void {
    if (this.contributors.some((c) => c.key === contributor.key)) throw new Error(`Account data contributor "${contributor.key}" is registered twice`);
    this.contributors.push(contributor);
  }

  /** In erase order (stable for equal orders: registration order). */
  all(): AccountDataContributor[] {
    return [...this.contributors].sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
  }
}
