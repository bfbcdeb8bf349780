import type { SupportMatchStats } from '@pfe/contracts/supportmatch';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

@Injectable()
export class SupportMatchStatsService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** activeUsers: active profiles; currentPartnerships: active partnerships; pendingReports. */
  async stats(): Promise<SupportMatchStats> {
    const [row] = await this.db.query(
      `SELECT (SELECT count(*)::int FROM support_match_profiles WHERE is_active) AS active_users,
              (SELECT count(*)::int FROM partnerships WHERE status = 'active') AS current_partnerships,
              (SELECT count(*)::int FROM reports WHERE status = 'pending' AND app = 'supportmatch') AS pending_reports`,
    );
    return { activeUsers: row.active_users, currentPartnerships: row.current_partnerships, pendingReports: row.pending_reports };
  }
}
