import type { LighthouseStats } from '@pfe/contracts/lighthouse';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

@Injectable()
export class LighthouseStatsService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Profiles by type, every property, open (pending + accepted) and completed requests. */
  async stats(): Promise<LighthouseStats> {
    const [row] = await this.db.query(
      `SELECT (SELECT count(*)::int FROM lighthouse_profiles WHERE profile_type = 'seeker') AS seekers,
              (SELECT count(*)::int FROM lighthouse_profiles WHERE profile_type = 'host') AS hosts,
              (SELECT count(*)::int FROM lighthouse_properties) AS properties,
              (SELECT count(*)::int FROM lighthouse_matches WHERE status IN ('pending', 'accepted')) AS active,
              (SELECT count(*)::int FROM lighthouse_matches WHERE status = 'completed') AS completed`,
    );
    return { totalSeekers: row.seekers, totalHosts: row.hosts, totalProperties: row.properties, activeMatches: row.active, completedMatches: row.completed };
  }
}
