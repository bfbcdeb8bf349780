import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { SqlRepository, Tx } from '../../common/database/sql-repository';
import { AdvisoryLock, lockXact } from '../../common/locks/advisory-locks';
import { adminListPage, SqlWhere } from '../../common/pagination/admin-list-sql';
import { ListPage, ListRequest, ListSpec } from '../../common/pagination/admin-list';

export interface PricingTierRow {
  id: string;
  amount: string;
  effectiveDate: Date;
  isCurrentTier: boolean;
  createdAt: Date;
}

export const PRICING_LIST: ListSpec = {
  resource: 'pricing-tiers',
  sortable: { createdAt: 't.created_at', effectiveDate: 't.effective_date', amount: 't.amount' },
  filters: { isCurrentTier: 'boolean' },
};

const SELECT = `t.id, t.amount, t.effective_date AS "effectiveDate", t.is_current_tier AS "isCurrentTier", t.created_at AS "createdAt"`;

@Injectable()
export class PricingRepository extends SqlRepository {
  constructor(@InjectDataSource() db: DataSource) {
    super(db);
  }

  list(list: ListRequest): Promise<ListPage<PricingTierRow>> {
    const where = new SqlWhere().add((p) => `t.is_current_tier = ${p}`, list.filter.boolean.isCurrentTier);
    return adminListPage<PricingTierRow>(this.db.manager, list, { select: SELECT, from: 'pricing_tiers t', id: 't.id', where });
  }

  /** By id; in the caller's transaction when given. */
  async get(id: string, tx?: Tx): Promise<PricingTierRow | null> {
    const [row]: PricingTierRow[] = await this.on(tx).query(`SELECT ${SELECT} FROM pricing_tiers t WHERE t.id = $1`, [id]);
    return row ?? null;
  }

  async current(tx: Tx): Promise<PricingTierRow | null> {
    const [row]: PricingTierRow[] = await tx.query(`SELECT ${SELECT} FROM pricing_tiers t WHERE t.is_current_tier LIMIT 1`);
    return row ?? null;
  }

  /** Serialises changes of which tier is current, until the transaction ends. */
  lockCurrent(tx: Tx): Promise<void> {
    return lockXact(tx, AdvisoryLock.currentTier);
  }

  async insert(tx: Tx, tier: { amount: string; effectiveDate: Date; isCurrentTier: boolean }): Promise<string> {
    const [{ id }] = await tx.query(`INSERT INTO pricing_tiers (amount, effective_date, is_current_tier) VALUES ($1, $2, $3) RETURNING id`, [
      tier.amount,
      tier.effectiveDate,
      tier.isCurrentTier,
    ]);
    return id;
  }

  /** Makes `id` the only current tier (none when `id` is null). */
  async makeCurrent(tx: Tx, id: string | null): Promise<void> {
    await tx.query(`UPDATE pricing_tiers SET is_current_tier = false WHERE is_current_tier`);
    if (id) await tx.query(`UPDATE pricing_tiers SET is_current_tier = true WHERE id = $1`, [id]);
  }
}
