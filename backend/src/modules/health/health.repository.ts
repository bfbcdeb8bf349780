import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { SqlRepository } from '../../common/database/sql-repository';

/** The readiness probe's query. */
@Injectable()
export class HealthRepository extends SqlRepository {
  constructor(@InjectDataSource() db: DataSource) {
    super(db);
  }

  /** Resolves when the database answers a trivial query. */
  async ping(): Promise<void> {
    await this.db.query('SELECT 1');
  }
}
