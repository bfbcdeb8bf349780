import type { SocketRelayAdminFulfillment, SocketRelayAdminRequest, SocketRelayStats } from '@pfe/contracts/socketrelay';
import { Controller, Delete, Get, Param } from '@nestjs/common';
import { Access, AccessLevel } from '../../common/access/access.decorator';
import { AuthUser } from '../../common/http/auth-user';
import { CurrentUser } from '../../common/http/current-user.decorator';
import { IdParam } from '../../common/http/id-param';
import { AdminList, ListPage, ListRequest } from '../../common/pagination/admin-list';
import { FULFILLMENT_LIST, REQUEST_LIST, SocketRelayAdminService } from './socketrelay-admin.service';
import { SocketRelayStatsService } from './socketrelay-stats.service';

@Controller('socketrelay/admin')
@Access(AccessLevel.Admin)
export class SocketRelayAdminController {
  constructor(
    private readonly admin: SocketRelayAdminService,
    private readonly statistics: SocketRelayStatsService,
  ) {}

  @Get('stats')
  stats(): Promise<SocketRelayStats> {
    return this.statistics.stats();
  }

  @Get('requests')
  requests(@AdminList(REQUEST_LIST) list: ListRequest): Promise<ListPage<SocketRelayAdminRequest>> {
    return this.admin.requests(list);
  }

  @Delete('requests/:id')
  deleteRequest(@CurrentUser() admin: AuthUser, @Param('id', IdParam) id: string): Promise<SocketRelayAdminRequest> {
    return this.admin.deleteRequest(admin.id, id);
  }

  @Get('fulfillments')
  fulfillments(@AdminList(FULFILLMENT_LIST) list: ListRequest): Promise<ListPage<SocketRelayAdminFulfillment>> {
    return this.admin.fulfillments(list);
  }
}
