import type { Announcement } from '@pfe/contracts';
import { Body, Controller, Delete, Get, Param, Post, Put, Type } from '@nestjs/common';
import { Access, AccessLevel } from '../../common/access/access.decorator';
import { AuthUser } from '../../common/http/auth-user';
import { CurrentUser } from '../../common/http/current-user.decorator';
import { IdParam } from '../../common/http/id-param';
import { AdminList, ListPage, ListRequest } from '../../common/pagination/admin-list';
import { ANNOUNCEMENT_LIST, AnnouncementsService } from './announcements.service';
import { AnnouncementDto } from './dto/announcement.dto';
import { Idempotent } from '../../common/idempotency/idempotent.decorator';

/**
 * `/api/<app>/announcements` for members and `/api/<app>/admin/announcements` for admins: one
 * controller per app with its literal path (no `:app` catch-all whose reach depends on module order).
 */
export function announcementsControllerFor(app: string): Type<unknown> {
  @Controller(app)
  class AppAnnouncementsController {
    constructor(readonly announcements: AnnouncementsService) {}

    @Get('announcements')
    @Access(AccessLevel.Member)
    listVisible(): Promise<Announcement[]> {
      return this.announcements.listVisible(app);
    }

    @Get('admin/announcements')
    @Access(AccessLevel.Admin)
    list(@AdminList(ANNOUNCEMENT_LIST) list: ListRequest): Promise<ListPage<Announcement>> {
      return this.announcements.list(app, list);
    }

    @Get('admin/announcements/:id')
    @Access(AccessLevel.Admin)
    get(@Param('id', IdParam) id: string): Promise<Announcement> {
      return this.announcements.get(app, id);
    }

    @Post('admin/announcements')
    @Idempotent()
    @Access(AccessLevel.Admin)
    create(@CurrentUser() admin: AuthUser, @Body() dto: AnnouncementDto): Promise<Announcement> {
      return this.announcements.create(admin.id, app, dto);
    }

    @Put('admin/announcements/:id')
    @Access(AccessLevel.Admin)
    update(@CurrentUser() admin: AuthUser, @Param('id', IdParam) id: string, @Body() dto: AnnouncementDto): Promise<Announcement> {
      return this.announcements.update(admin.id, app, id, dto);
    }

    @Delete('admin/announcements/:id')
    @Access(AccessLevel.Admin)
    remove(@CurrentUser() admin: AuthUser, @Param('id', IdParam) id: string): Promise<Announcement> {
      return this.announcements.remove(admin.id, app, id);
    }
  }
  Object.defineProperty(AppAnnouncementsController, 'name', { value: `${app}AnnouncementsController` });
  return AppAnnouncementsController;
}
