import type { ActivityEntry } from '@pfe/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { ListPage, ListRequest, ListSpec } from '../../common/pagination/admin-list';
import { AdminActionLogEntity } from './entities/admin-action-log.entity';

export interface ActivityChange {
  action: string;
  targetType: string;
  targetId?: string | null;
  details?: Record<string, unknown>;
}

export const ACTIVITY_LIST: ListSpec = {
  resource: 'activity',
  sortable: { createdAt: 'log.createdAt', action: 'log.action', targetType: 'log.targetType' },
  filters: { action: 'text', targetType: 'text' },
};

export function toActivityResponse(log: AdminActionLogEntity): ActivityEntry {
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
  constructor(@InjectRepository(AdminActionLogEntity) private readonly logs: Repository<AdminActionLogEntity>) {}

  /** `adminId` null: the system (a scheduled job) made the change. */
  async record(manager: EntityManager, adminId: string | null, entry: ActivityChange): Promise<void> {
    await manager.query(
      `INSERT INTO admin_action_logs (admin_id, action, target_type, target_id, details) VALUES ($1, $2, $3, $4, $5)`,
      [adminId, entry.action, entry.targetType, entry.targetId ?? null, JSON.stringify(entry.details ?? {})],
    );
  }

  /** Newest first unless sorted otherwise; filter by action or targetType. */
  async list(list: ListRequest): Promise<ListPage<ActivityEntry>> {
    const qb = this.logs.createQueryBuilder('log');
    const { action, targetType } = list.filter.text;
    if (action) qb.andWhere('log.action = :action', { action });
    if (targetType) qb.andWhere('log.targetType = :targetType', { targetType });
    const [rows, total] = await qb.orderBy(list.orderBy, list.direction).addOrderBy('log.id', 'DESC').skip(list.offset).take(list.limit).getManyAndCount();
    return { rows: rows.map(toActivityResponse), total };
  }
}
