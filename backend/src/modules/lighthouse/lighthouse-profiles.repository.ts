import type { LighthouseStats } from '@pfe/contracts/lighthouse';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { SqlRepository } from '../../common/database/sql-repository';
import { DomainError } from '../../common/errors/domain-error';
import { OwnProfileStore } from '../../common/profiles/own-profile.store';
import { LighthouseProfileEntity } from './entities/lighthouse-profile.entity';

/** LightHouse's profiles (`lighthouse_profiles`), and the console's counts. */
@Injectable()
export class LighthouseProfilesRepository extends SqlRepository {
  constructor(@InjectDataSource() db: DataSource) {
    super(db);
  }

  /** The shared own-profile rules over this table, failing with the app's errors. */
  ownStore(errors: { exists: () => DomainError; missing: () => DomainError }): OwnProfileStore<LighthouseProfileEntity> {
    return new OwnProfileStore(this.db, LighthouseProfileEntity, errors);
  }

  /** The display names of those of `userIds` with whom a request joins `viewerId`, either way. */
  async namesMetBy(viewerId: string, userIds: string[]): Promise<Map<string, string>> {
    const rows: { user_id: string; display_name: string }[] = await this.db.query(
      `SELECT t.user_id, t.display_name FROM lighthouse_profiles t
       WHERE t.user_id = ANY($2::uuid[]) AND EXISTS (
         SELECT 1 FROM lighthouse_matches m JOIN lighthouse_properties p ON p.id = m.property_id
         WHERE (m.seeker_id = t.user_id AND p.host_id = $1) OR (m.seeker_id = $1 AND p.host_id = t.user_id))`,
      [viewerId, userIds],
    );
    return new Map(rows.map((r) => [r.user_id, r.display_name]));
  }

  /** Profiles by type, every property, open (pending + accepted) and completed requests. */
  async stats(): Promise<LighthouseStats> {
    const [row]: LighthouseStats[] = await this.db.query(
      `SELECT (SELECT count(*)::int FROM lighthouse_profiles WHERE profile_type = 'seeker') AS "totalSeekers",
              (SELECT count(*)::int FROM lighthouse_profiles WHERE profile_type = 'host') AS "totalHosts",
              (SELECT count(*)::int FROM lighthouse_properties) AS "totalProperties",
              (SELECT count(*)::int FROM lighthouse_matches WHERE status IN ('pending', 'accepted')) AS "activeMatches",
              (SELECT count(*)::int FROM lighthouse_matches WHERE status = 'completed') AS "completedMatches"`,
    );
    return row;
  }
}
