import type { ActivityEntry } from '@pfe/contracts';
import { Controller, Get } from '@nestjs/common';
import { Access, AccessLevel } from '../../common/access/access.decorator';
import { AdminList, ListPage, ListRequest } from '../../common/pagination/admin-list';
import { ACTIVITY_LIST, ActivityService } from './activity.service';

@Controller('admin/activity')
@Access(AccessLevel.Admin)
export class ActivityController {
  constructor(private readonly activity: ActivityService) {}

  @Get()
  list(@AdminList(ACTIVITY_LIST) list: ListRequest): Promise<ListPage<ActivityEntry>> {
    return this.activity.list(list);
  }
}
