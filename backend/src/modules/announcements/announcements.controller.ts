import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { Access, AccessLevel } from '../../common/access/access.decorator';
import { AuthUser } from '../../common/http/auth-user';
import { CurrentUser } from '../../common/http/current-user.decorator';
import { IdParam } from '../../common/http/id-param';
import { AdminList, ListPage, ListRequest } from '../../common/pagination/admin-list';
import { ANNOUNCEMENT_LIST, AnnouncementResponse, AnnouncementsService, parseApp } from './announcements.service';
import { AnnouncementDto } from './dto/announcement.dto';

/** /api/<app>/announcements for members and /api/<app>/admin/announcements for admins, for all four sub-apps. */
@Controller(':app')
export class AnnouncementsController {
  constructor(private readonly announcements: AnnouncementsService) {}

  @Get('announcements')
  @Access(AccessLevel.Member)
  listVisible(@Param('app') app: string): Promise<AnnouncementResponse[]> {
    return this.announcements.listVisible(parseApp(app));
  }

  @Get('admin/announcements')
  @Access(AccessLevel.Admin)
  list(@Param('app') app: string, @AdminList(ANNOUNCEMENT_LIST) list: ListRequest): Promise<ListPage<AnnouncementResponse>> {
    return this.announcements.list(parseApp(app), list);
  }

  @Get('admin/announcements/:id')
  @Access(AccessLevel.Admin)
  get(@Param('app') app: string, @Param('id', IdParam) id: string): Promise<AnnouncementResponse> {
    return this.announcements.get(parseApp(app), id);
  }

  @Post('admin/announcements')
  @Access(AccessLevel.Admin)
  create(@CurrentUser() admin: AuthUser, @Param('app') app: string, @Body() dto: AnnouncementDto): Promise<AnnouncementResponse> {
    return this.announcements.create(admin.id, parseApp(app), dto);
  }

  @Put('admin/announcements/:id')
  @Access(AccessLevel.Admin)
  update(@CurrentUser() admin: AuthUser, @Param('app') app: string, @Param('id', IdParam) id: string, @Body() dto: AnnouncementDto): Promise<AnnouncementResponse> {
    return this.announcements.update(admin.id, parseApp(app), id, dto);
  }

  @Delete('admin/announcements/:id')
  @Access(AccessLevel.Admin)
  remove(@CurrentUser() admin: AuthUser, @Param('app') app: string, @Param('id', IdParam) id: string): Promise<AnnouncementResponse> {
    return this.announcements.remove(admin.id, parseApp(app), id);
  }
}
