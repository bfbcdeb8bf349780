import type { PricingTier } from '@pfe/contracts';
import { AdvisoryLock, lockXact } from '../../common/locks/advisory-locks';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { ListPage, ListRequest, ListSpec } from '../../common/pagination/admin-list';
import { fromCents, toCents } from '../../common/money/money';
import { ActivityService } from '../activity/activity.service';
import { CreatePricingTierDto } from './dto/create-pricing-tier.dto';
import { PricingTierEntity } from './entities/pricing-tier.entity';
import { PricingErrors } from './pricing.errors';

export function toPricingTierResponse(tier: PricingTierEntity): PricingTier {
  return {
    id: tier.id,
    amount: fromCents(toCents(tier.amount)!),
    effectiveDate: tier.effectiveDate.toISOString(),
    isCurrentTier: tier.isCurrentTier,
    createdAt: tier.createdAt.toISOString(),
  };
}

export const PRICING_LIST: ListSpec = {
  resource: 'pricing-tiers',
  sortable: { createdAt: 't.createdAt', effectiveDate: 't.effectiveDate', amount: 't.amount' },
  filters: { isCurrentTier: 'boolean' },
};

@Injectable()
export class PricingService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly activity: ActivityService,
  ) {}

  /** `filter.isCurrentTier: true` answers just the current tier. */
  async list(list: ListRequest): Promise<ListPage<PricingTier>> {
    const qb = this.db.getRepository(PricingTierEntity).createQueryBuilder('t');
    if (list.filter.boolean.isCurrentTier !== undefined) qb.andWhere('t.isCurrentTier = :current', { current: list.filter.boolean.isCurrentTier });
    if (list.filter.ids) qb.andWhere('t.id = ANY(:ids)', { ids: list.filter.ids });
    const [rows, total] = await qb
      .orderBy(list.orderBy, list.direction)
      .addOrderBy('t.id', 'DESC')
      .skip(list.offset)
      .take(list.limit)
      .getManyAndCount();
    return { rows: rows.map(toPricingTierResponse), total };
  }

  async get(id: string): Promise<PricingTier> {
    const tier = await this.db.getRepository(PricingTierEntity).findOneBy({ id });
    if (!tier) throw PricingErrors.tierNotFound();
    return toPricingTierResponse(tier);
  }

  /** The amount new members are charged, read inside the caller's transaction. */
  async currentAmount(manager: EntityManager): Promise<string> {
    const tier = await manager.findOneBy(PricingTierEntity, { isCurrentTier: true });
    return tier ? fromCents(toCents(tier.amount)!) : '1.00';
  }

  async create(adminId: string, dto: CreatePricingTierDto): Promise<PricingTier> {
    const amount = fromCents(toCents(dto.amount)!);
    const tier = await this.db.transaction(async (tx) => {
      const makeCurrent = dto.isCurrentTier === true;
      if (makeCurrent) await this.clearCurrent(tx);
      const created = await tx.save(
        tx.create(PricingTierEntity, { amount, effectiveDate: dto.effectiveDate ? new Date(dto.effectiveDate) : new Date(), isCurrentTier: makeCurrent }),
      );
      await this.activity.record(tx, adminId, {
        action: 'create_pricing_tier',
        targetType: 'pricing_tier',
        targetId: created.id,
        details: { amount, isCurrentTier: makeCurrent },
      });
      return created;
    });
    return this.get(tier.id);
  }

  async setCurrent(adminId: string, id: string): Promise<PricingTier> {
    await this.db.transaction(async (tx) => {
      await lockXact(tx, AdvisoryLock.currentTier);
      const tier = await tx.findOneBy(PricingTierEntity, { id });
      if (!tier) throw PricingErrors.tierNotFound();
      if (tier.isCurrentTier) return;
      await tx.update(PricingTierEntity, { isCurrentTier: true }, { isCurrentTier: false });
      await tx.update(PricingTierEntity, { id }, { isCurrentTier: true });
      await this.activity.record(tx, adminId, {
        action: 'set_current_pricing_tier',
        targetType: 'pricing_tier',
        targetId: id,
        details: { amount: fromCents(toCents(tier.amount)!) },
      });
    });
    return this.get(id);
  }

  private async clearCurrent(tx: EntityManager) {
    await lockXact(tx, AdvisoryLock.currentTier);
    await tx.update(PricingTierEntity, { isCurrentTier: true }, { isCurrentTier: false });
  }
}
