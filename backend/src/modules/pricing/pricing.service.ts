import type { PricingTier } from '@pfe/contracts';
import { Injectable } from '@nestjs/common';
import { Tx } from '../../common/database/sql-repository';
import { ListPage, ListRequest } from '../../common/pagination/admin-list';
import { fromCents, toCents } from '../../common/money/money';
import { ActivityService } from '../activity/activity.service';
import { CreatePricingTierDto } from './dto/create-pricing-tier.dto';
import { PricingErrors } from './pricing.errors';
import { PricingRepository, PricingTierRow } from './pricing.repository';

export { PRICING_LIST } from './pricing.repository';

export function toPricingTierResponse(tier: PricingTierRow): PricingTier {
  return {
    id: tier.id,
    amount: fromCents(toCents(tier.amount)!),
    effectiveDate: tier.effectiveDate.toISOString(),
    isCurrentTier: tier.isCurrentTier,
    createdAt: tier.createdAt.toISOString(),
  };
}

@Injectable()
export class PricingService {
  constructor(
    private readonly tiers: PricingRepository,
    private readonly activity: ActivityService,
  ) {}

  /** `filter.isCurrentTier: true` answers just the current tier. */
  async list(list: ListRequest): Promise<ListPage<PricingTier>> {
    const page = await this.tiers.list(list);
    return { rows: page.rows.map(toPricingTierResponse), total: page.total };
  }

  async get(id: string): Promise<PricingTier> {
    const tier = await this.tiers.get(id);
    if (!tier) throw PricingErrors.tierNotFound();
    return toPricingTierResponse(tier);
  }

  /** The amount new members are charged, read inside the caller's transaction (1.00 when no tier is current). */
  async currentAmount(tx: Tx): Promise<string> {
    const tier = await this.tiers.current(tx);
    return tier ? fromCents(toCents(tier.amount)!) : '1.00';
  }

  async create(adminId: string, dto: CreatePricingTierDto): Promise<PricingTier> {
    const amount = fromCents(toCents(dto.amount)!);
    const id = await this.tiers.transaction(async (tx) => {
      const makeCurrent = dto.isCurrentTier === true;
      if (makeCurrent) {
        await this.tiers.lockCurrent(tx);
        await this.tiers.makeCurrent(tx, null);
      }
      const created = await this.tiers.insert(tx, { amount, effectiveDate: dto.effectiveDate ? new Date(dto.effectiveDate) : new Date(), isCurrentTier: makeCurrent });
      await this.activity.record(tx, adminId, {
        action: 'create_pricing_tier',
        targetType: 'pricing_tier',
        targetId: created,
        details: { amount, isCurrentTier: makeCurrent },
      });
      return created;
    });
    return this.get(id);
  }

  async setCurrent(adminId: string, id: string): Promise<PricingTier> {
    await this.tiers.transaction(async (tx) => {
      await this.tiers.lockCurrent(tx);
      const tier = await this.tiers.get(id, tx);
      if (!tier) throw PricingErrors.tierNotFound();
      if (tier.isCurrentTier) return;
      await this.tiers.makeCurrent(tx, id);
      await this.activity.record(tx, adminId, {
        action: 'set_current_pricing_tier',
        targetType: 'pricing_tier',
        targetId: id,
        details: { amount: fromCents(toCents(tier.amount)!) },
      });
    });
    return this.get(id);
  }
}
