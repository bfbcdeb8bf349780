import type { LighthouseAdminProperty, LighthouseStats } from '@pfe/contracts';
import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import { Access, AccessLevel } from '../../common/access/access.decorator';
import { AuthUser } from '../../common/http/auth-user';
import { CurrentUser } from '../../common/http/current-user.decorator';
import { IdParam } from '../../common/http/id-param';
import { AdminList, ListPage, ListRequest } from '../../common/pagination/admin-list';
import { AdminPropertyUpdateDto } from './dto/property.dto';
import { LighthouseStatsService } from './lighthouse-stats.service';
import { LighthousePropertiesService, PROPERTY_LIST } from './lighthouse-properties.service';

/** LightHouse in the console: stats and the property list (no street addresses), where a listing can be taken down. */
@Controller('lighthouse/admin')
@Access(AccessLevel.Admin)
export class LighthouseAdminController {
  constructor(
    private readonly stats: LighthouseStatsService,
    private readonly properties: LighthousePropertiesService,
  ) {}

  @Get('stats')
  getStats(): Promise<LighthouseStats> {
    return this.stats.stats();
  }

  @Get('properties')
  listProperties(@AdminList(PROPERTY_LIST) list: ListRequest): Promise<ListPage<LighthouseAdminProperty>> {
    return this.properties.list(list);
  }

  @Get('properties/:id')
  getProperty(@Param('id', IdParam) id: string): Promise<LighthouseAdminProperty> {
    return this.properties.getForAdmin(id);
  }

  @Put('properties/:id')
  setListed(@CurrentUser() admin: AuthUser, @Param('id', IdParam) id: string, @Body() dto: AdminPropertyUpdateDto): Promise<LighthouseAdminProperty> {
    return this.properties.setListedByAdmin(admin.id, id, dto.isActive);
  }
}
