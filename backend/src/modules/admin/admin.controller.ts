import type { AdminStats, AdminUser } from '@pfe/contracts';
import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import { Access, AccessLevel } from '../../common/access/access.decorator';
import { AuthUser } from '../../common/http/auth-user';
import { CurrentUser } from '../../common/http/current-user.decorator';
import { IdParam } from '../../common/http/id-param';
import { AdminList, ListPage, ListRequest } from '../../common/pagination/admin-list';
import { AdminStatsService } from './admin-stats.service';
import { AdminUsersService, USER_LIST } from './admin-users.service';
import { UpdateUserDto } from './dto/update-user.dto';

@Controller('admin')
@Access(AccessLevel.Admin)
export class AdminController {
  constructor(
    private readonly stats: AdminStatsService,
    private readonly users: AdminUsersService,
  ) {}

  @Get('stats')
  getStats(): Promise<AdminStats> {
    return this.stats.stats();
  }

  @Get('users')
  listUsers(@AdminList(USER_LIST) list: ListRequest): Promise<ListPage<AdminUser>> {
    return this.users.list(list);
  }

  @Get('users/:id')
  getUser(@Param('id', IdParam) id: string): Promise<AdminUser> {
    return this.users.get(id);
  }

  @Put('users/:id')
  updateUser(@CurrentUser() admin: AuthUser, @Param('id', IdParam) id: string, @Body() dto: UpdateUserDto): Promise<AdminUser> {
    return this.users.update(admin.id, id, dto);
  }
}
