import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { LIGHTHOUSE_REFERENCE_REVEAL_DAYS } from '@pfe/contracts/lighthouse';
import { notBlocked } from '../safety/blocks.sql';
import { PROPERTY_FROM, VISIBLE_TO_VIEWER } from './lighthouse.sql';

export interface ReferenceRow {
  id: string;
  match_id: string;
  author_id: string;
  author_role: 'host' | 'seeker';
  recommend: boolean;
  text: string;
  created_at: Date;
}

export interface StayRow {
  id: string;
  status: string;
  seeker_id: string;
  host_id: string;
  completed_at: Date | null;
}

/**
 * Published: both references of the stay are written, or the stay was completed 14 days ago or
 * more. Read at every read (no job); `r` a reference, `m` its stay.
 */
export const PUBLISHED = `(m.completed_at <= now() - interval '${LIGHTHOUSE_REFERENCE_REVEAL_DAYS} days'
  OR EXISTS (SELECT 1 FROM lighthouse_references o WHERE o.match_id = r.match_id AND o.author_id <> r.author_id))`;

const REFERENCE_COLUMNS = 'r.id, r.match_id, r.author_id, r.author_role, r.recommend, r.text, r.created_at';

/** LightHouse trust's SQL: references after a stay and the verified host badge. */
@Injectable()
export class LighthouseTrustRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  transaction<T>(work: (tx: EntityManager) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  /** The stay if $1 is its seeker or its host and no block stands between them. */
  async stayOf(viewerId: string, matchId: string, manager: EntityManager = this.db.manager): Promise<StayRow | undefined> {
    const [row] = await manager.query(
      `SELECT m.id, m.status, m.seeker_id, p.host_id, m.completed_at
       FROM lighthouse_matches m JOIN lighthouse_properties p ON p.id = m.property_id
       WHERE m.id = $2 AND $1 IN (m.seeker_id, p.host_id) AND ${notBlocked('m.seeker_id', 'p.host_id')}`,
      [viewerId, matchId],
    );
    return row;
  }

  /** Writes her reference once: undefined when she already wrote one (the unique key decides between two at once). */
  async insertReference(tx: EntityManager, r: { matchId: string; authorId: string; subjectId: string; role: 'host' | 'seeker'; recommend: boolean; text: string }): Promise<ReferenceRow | undefined> {
    const [row] = await tx.query(
      `INSERT INTO lighthouse_references (match_id, author_id, subject_id, author_role, recommend, text) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (match_id, author_id) DO NOTHING RETURNING id, match_id, author_id, author_role, recommend, text, created_at`,
      [r.matchId, r.authorId, r.subjectId, r.role, r.recommend, r.text],
    );
    return row;
  }

  /** The stay's two references, each with whether it is published. */
  async referencesOf(matchId: string): Promise<(ReferenceRow & { published: boolean })[]> {
    return this.db.query(
      `SELECT ${REFERENCE_COLUMNS}, ${PUBLISHED} AS published FROM lighthouse_references r JOIN lighthouse_matches m ON m.id = r.match_id WHERE r.match_id = $1`,
      [matchId],
    );
  }

  /** The host of a listing the viewer $1 may see, or undefined. */
  async hostOfVisibleProperty(viewerId: string, propertyId: string): Promise<string | undefined> {
    const [row] = await this.db.query(`SELECT p.host_id ${PROPERTY_FROM} WHERE p.id = $2 AND ${VISIBLE_TO_VIEWER}`, [viewerId, propertyId]);
    return row?.host_id;
  }

  /** Her published references (newest first, at most `limit`) and their counts. */
  async publishedAbout(userId: string, limit: number): Promise<{ rows: ReferenceRow[]; positive: number; negative: number }> {
    const rows: ReferenceRow[] = await this.db.query(
      `SELECT ${REFERENCE_COLUMNS} FROM lighthouse_references r JOIN lighthouse_matches m ON m.id = r.match_id
       WHERE r.subject_id = $1 AND ${PUBLISHED} ORDER BY r.created_at DESC, r.id DESC LIMIT $2`,
      [userId, limit],
    );
    const [counts] = await this.db.query(
      `SELECT count(*) FILTER (WHERE r.recommend)::int AS positive, count(*) FILTER (WHERE NOT r.recommend)::int AS negative
       FROM lighthouse_references r JOIN lighthouse_matches m ON m.id = r.match_id WHERE r.subject_id = $1 AND ${PUBLISHED}`,
      [userId],
    );
    return { rows, positive: counts.positive, negative: counts.negative };
  }

  async verificationOf(userId: string): Promise<{ verified_at: Date; verified_checks: string[] } | undefined> {
    const [row] = await this.db.query(`SELECT verified_at, verified_checks FROM lighthouse_profiles WHERE user_id = $1 AND verified_at IS NOT NULL`, [userId]);
    return row;
  }

  /** Sets (or, with null, removes) a host's badge; false when she has no host profile. */
  async setVerification(tx: EntityManager, userId: string, adminId: string, checks: string[] | null): Promise<boolean> {
    const [rows]: [unknown[], number] = await tx.query(
      `UPDATE lighthouse_profiles SET verified_at = CASE WHEN $3::text[] IS NULL THEN NULL ELSE now() END,
              verified_by = CASE WHEN $3::text[] IS NULL THEN NULL ELSE $2::uuid END, verified_checks = $3::text[], updated_at = now()
       WHERE user_id = $1 AND profile_type = 'host' RETURNING id`,
      [userId, adminId, checks],
    );
    return rows.length > 0;
  }

  /** Her references, written and received (the account export): received ones only once published. */
  async forExport(tx: EntityManager, userId: string): Promise<{ written: ReferenceRow[]; received: ReferenceRow[] }> {
    const written: ReferenceRow[] = await tx.query(`SELECT ${REFERENCE_COLUMNS} FROM lighthouse_references r WHERE r.author_id = $1 ORDER BY r.created_at, r.id`, [userId]);
    const received: ReferenceRow[] = await tx.query(
      `SELECT ${REFERENCE_COLUMNS} FROM lighthouse_references r JOIN lighthouse_matches m ON m.id = r.match_id WHERE r.subject_id = $1 AND ${PUBLISHED} ORDER BY r.created_at, r.id`,
      [userId],
    );
    return { written, received };
  }

  /** Account deletion: the references she wrote go (the badge goes with her profile). */
  async eraseWritten(tx: EntityManager, userId: string): Promise<void> {
    await tx.query(`DELETE FROM lighthouse_references WHERE author_id = $1`, [userId]);
  }
}
