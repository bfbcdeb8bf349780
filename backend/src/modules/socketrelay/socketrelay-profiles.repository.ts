import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { SqlRepository } from '../../common/database/sql-repository';
import { DomainError } from '../../common/errors/domain-error';
import { OwnProfileStore } from '../../common/profiles/own-profile.store';
import { SocketRelayProfileEntity } from './entities/socketrelay-profile.entity';

/** SocketRelay's profiles (`socketrelay_profiles`). */
@Injectable()
export class SocketRelayProfilesRepository extends SqlRepository {
  constructor(@InjectDataSource() db: DataSource) {
    super(db);
  }

  /** The shared own-profile rules over this table, failing with the app's errors. */
  ownStore(errors: { exists: () => DomainError; missing: () => DomainError }): OwnProfileStore<SocketRelayProfileEntity> {
    return new OwnProfileStore(this.db, SocketRelayProfileEntity, errors);
  }

  /** The display names of those of `userIds` with whom a fulfilment joins `viewerId`, either way. */
  async namesMetBy(viewerId: string, userIds: string[]): Promise<Map<string, string>> {
    const rows: { user_id: string; display_name: string }[] = await this.db.query(
      `SELECT t.user_id, t.display_name FROM socketrelay_profiles t
       WHERE t.user_id = ANY($2::uuid[]) AND EXISTS (
         SELECT 1 FROM socketrelay_fulfillments f JOIN socketrelay_requests r ON r.id = f.request_id
         WHERE (r.user_id = $1 AND f.fulfiller_user_id = t.user_id) OR (r.user_id = t.user_id AND f.fulfiller_user_id = $1))`,
      [viewerId, userIds],
    );
    return new Map(rows.map((r) => [r.user_id, r.display_name]));
  }
}
