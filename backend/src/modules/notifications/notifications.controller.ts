import type { NotificationCounts, NotificationPage, NotificationSettings } from '@pfe/contracts';
import { Body, Controller, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
import { Access, AccessLevel } from '../../common/access/access.decorator';
import { AuthUser } from '../../common/http/auth-user';
import { CurrentUser } from '../../common/http/current-user.decorator';
import { MarkReadDto, NotificationPageQuery, UpdatePreferenceDto } from './dto/notifications.dto';
import { NotificationsService } from './notifications.service';

/**
 * The member's own notifications and switches. Signed in is enough: a member without an invite
 * still learns of sign-ins and password changes on her account.
 */
@Controller('notifications')
@Access(AccessLevel.SignedIn)
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  @Get()
  list(@CurrentUser() user: AuthUser, @Query() page: NotificationPageQuery): Promise<NotificationPage> {
    return this.notifications.list(user.id, page.before, page.limit);
  }

  @Post('read')
  @HttpCode(200)
  read(@CurrentUser() user: AuthUser, @Body() dto: MarkReadDto): Promise<NotificationCounts> {
    return this.notifications.markRead(user.id, dto);
  }

  @Get('settings')
  settings(@CurrentUser() user: AuthUser): Promise<NotificationSettings> {
    return this.notifications.settings(user.id);
  }

  @Put('settings')
  updateSettings(@CurrentUser() user: AuthUser, @Body() dto: UpdatePreferenceDto): Promise<NotificationSettings> {
    return this.notifications.updatePreference(user.id, dto.kind, dto.inApp, dto.email);
  }
}
