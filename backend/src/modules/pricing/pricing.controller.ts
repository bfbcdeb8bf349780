import type { PricingTier } from '@pfe/contracts';
import { Body, Controller, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { Access, AccessLevel } from '../../common/access/access.decorator';
import { AuthUser } from '../../common/http/auth-user';
import { CurrentUser } from '../../common/http/current-user.decorator';
import { IdParam } from '../../common/http/id-param';
import { AdminList, ListPage, ListRequest } from '../../common/pagination/admin-list';
import { CreatePricingTierDto } from './dto/create-pricing-tier.dto';
import { PRICING_LIST, PricingService } from './pricing.service';
import { Idempotent } from '../../common/idempotency/idempotent.decorator';

@Controller('admin/pricing-tiers')
@Access(AccessLevel.Admin)
export class PricingController {
  constructor(private readonly pricing: PricingService) {}

  @Get()
  list(@AdminList(PRICING_LIST) list: ListRequest): Promise<ListPage<PricingTier>> {
    return this.pricing.list(list);
  }

  @Get(':id')
  get(@Param('id', IdParam) id: string): Promise<PricingTier> {
    return this.pricing.get(id);
  }

  @Post()
  @Idempotent()
  create(@CurrentUser() admin: AuthUser, @Body() dto: CreatePricingTierDto): Promise<PricingTier> {
    return this.pricing.create(admin.id, dto);
  }

  @Put(':id/set-current')
  @HttpCode(200)
  setCurrent(@CurrentUser() admin: AuthUser, @Param('id', IdParam) id: string): Promise<PricingTier> {
    return this.pricing.setCurrent(admin.id, id);
  }
}
