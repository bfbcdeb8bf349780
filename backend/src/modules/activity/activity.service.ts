import type { ActivityEntry } from '@pfe/contracts';
import { Injectable } from '@nestjs/common';
import { Tx } from '../../common/database/sql-repository';
import { ListPage, ListRequest } from '../../common/pagination/admin-list';
import { ActivityRepository, ActivityRow } from './activity.repository';

export { ACTIVITY_LIST } from './activity.repository';

export interface ActivityChange {
  action: string;
  targetType: string;
  targetId?: string | null;
  details?: Record<string, unknown>;
}

export function toActivityResponse(log: ActivityRow): ActivityEntry {
  return {
    id: log.id,
    adminId: log.adminId,
    action: log.action,
    targetType: log.targetType,
    targetId: log.targetId,
    details: log.details,
    createdAt: log.createdAt.toISOString(),
  };
}

/**
 * The activity log every module writes to. `record` takes the caller's transaction manager:
 * the entry is written with the change, and if it cannot be written the change fails too.
 */
@Injectable()
export class ActivityService {
  constructor(private readonly logs: ActivityRepository) {}

  /** `adminId` null: the system (a scheduled job) made the change. */
  async record(tx: Tx, adminId: string | null, entry: ActivityChange): Promise<void> {
    await this.logs.insert(tx, { adminId, action: entry.action, targetType: entry.targetType, targetId: entry.targetId ?? null, details: entry.details ?? {} });
  }

  /** Newest first unless sorted otherwise; filter by action or targetType. */
  async list(list: ListRequest): Promise<ListPage<ActivityEntry>> {
    const page = await this.logs.list(list);
    return { rows: page.rows.map(toActivityResponse), total: page.total };
  }
}
