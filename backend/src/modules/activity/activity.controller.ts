import { Controller, Get, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { Access, AccessLevel } from '../../common/access/access.decorator';
import { AdminListQuery, sendPage } from '../../common/pagination/admin-list';
import { ActivityResponse, ActivityService } from './activity.service';

@Controller('admin/activity')
@Access(AccessLevel.Admin)
export class ActivityController {
  constructor(private readonly activity: ActivityService) {}

  @Get()
  async list(@Query() query: AdminListQuery, @Res({ passthrough: true }) res: Response): Promise<ActivityResponse[]> {
    const list = this.activity.parse(query);
    return sendPage(res, 'activity', list, await this.activity.list(list));
  }
}
