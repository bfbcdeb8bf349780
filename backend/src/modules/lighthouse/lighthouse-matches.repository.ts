import { FORMER_MEMBER } from '@pfe/contracts';
import type { LighthouseMatchStatus } from '@pfe/contracts/lighthouse';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { SqlRepository, Tx } from '../../common/database/sql-repository';
import { notBlocked } from '../safety/blocks.sql';
import { MatchRow, PropertyRow, SeekerRow } from './lighthouse.mappers';
import { LISTED, PROPERTY_COLUMNS, PROPERTY_FROM, REQUEST_COUNTS } from './lighthouse.sql';

const MATCH_COLUMNS = `m.id AS match_id, m.seeker_id, m.property_id, m.status AS match_status,
  to_char(m.proposed_move_in_date, 'YYYY-MM-DD') AS proposed_move_in_date, m.seeker_message, m.host_response,
  m.created_at AS match_created_at, m.updated_at AS match_updated_at`;

const SEEKER_COLUMNS = `COALESCE(sp.display_name, '${FORMER_MEMBER}') AS seeker_display_name, sp.bio AS seeker_bio, sp.housing_needs AS seeker_housing_needs,
  to_char(sp.move_in_date, 'YYYY-MM-DD') AS seeker_move_in_date, sp.budget_min::text AS seeker_budget_min,
  sp.budget_max::text AS seeker_budget_max, sp.phone_number AS seeker_phone`;

/** A request joined to its property (and, for the host, its seeker). */
export type MatchViewRow = PropertyRow &
  SeekerRow & {
    match_id: string;
    seeker_id: string;
    property_id: string;
    match_status: LighthouseMatchStatus;
    proposed_move_in_date: string | null;
    seeker_message: string | null;
    host_response: string | null;
    match_created_at: Date;
    match_updated_at: Date;
  };

/** What a move of a request checks. */
export interface OwnMatch {
  status: LighthouseMatchStatus;
  host_id: string;
  seeker_id: string;
  property_id: string;
}

export function matchOf(r: MatchViewRow): MatchRow {
  return {
    id: r.match_id,
    seeker_id: r.seeker_id,
    property_id: r.property_id,
    status: r.match_status,
    proposed_move_in_date: r.proposed_move_in_date,
    seeker_message: r.seeker_message,
    host_response: r.host_response,
    created_at: r.match_created_at,
    updated_at: r.match_updated_at,
    host_id: r.host_id,
  };
}

/** Match requests (`lighthouse_matches`): every read is scoped to the seeker or the host, and to no block between them. */
@Injectable()
export class LighthouseMatchesRepository extends SqlRepository {
  constructor(@InjectDataSource() db: DataSource) {
    super(db);
  }

  /** The seeker's requests (or only `id`), newest first. */
  outgoing(seekerId: string, id: string | null): Promise<MatchViewRow[]> {
    return this.db.query(
      `SELECT ${MATCH_COLUMNS}, ${PROPERTY_COLUMNS}, (${LISTED}) AS listed FROM lighthouse_matches m
       JOIN lighthouse_properties p ON p.id = m.property_id LEFT JOIN lighthouse_profiles hp ON hp.user_id = p.host_id
       WHERE m.seeker_id = $1 AND ${notBlocked('$1', 'p.host_id')} AND ($2::uuid IS NULL OR m.id = $2)
       ORDER BY m.created_at DESC, m.id DESC`,
      [seekerId, id],
    );
  }

  /** The host's incoming requests (or only `id`), newest first, with the seekers' profiles. */
  incoming(hostId: string, id: string | null): Promise<MatchViewRow[]> {
    return this.db.query(
      `SELECT ${MATCH_COLUMNS}, ${PROPERTY_COLUMNS}, ${SEEKER_COLUMNS}, ${REQUEST_COUNTS} FROM lighthouse_matches m
       JOIN lighthouse_properties p ON p.id = m.property_id LEFT JOIN lighthouse_profiles hp ON hp.user_id = p.host_id
       LEFT JOIN lighthouse_profiles sp ON sp.user_id = m.seeker_id
       WHERE p.host_id = $1 AND ${notBlocked('$1', 'm.seeker_id')} AND ($2::uuid IS NULL OR m.id = $2)
       ORDER BY m.created_at DESC, m.id DESC`,
      [hostId, id],
    );
  }

  /**
   * The check and the insert in one statement: a listed property, not hers, not across a block,
   * share-locked. Answers the request and its host, or nothing when the property is not one she may ask for.
   */
  insert(tx: Tx, seekerId: string, propertyId: string, message: string | null, moveIn: string | null): Promise<{ id: string; host_id: string }[]> {
    return tx.query(
      `INSERT INTO lighthouse_matches (seeker_id, property_id, seeker_message, proposed_move_in_date)
       SELECT $1::uuid, p.id, $3::varchar, $4::date ${PROPERTY_FROM}
       WHERE p.id = $2 AND p.host_id <> $1 AND ${LISTED} AND ${notBlocked('$1', 'p.host_id')}
       FOR SHARE OF p
       RETURNING id, (SELECT host_id FROM lighthouse_properties hp WHERE hp.id = property_id) AS host_id`,
      [seekerId, propertyId, message, moveIn],
    );
  }

  /** The request if `userId` is its seeker or its property's host and no block stands between them; else null. */
  async findOwn(tx: Tx, userId: string, id: string): Promise<OwnMatch | null> {
    const [row]: OwnMatch[] = await tx.query(
      `SELECT m.status, p.host_id, m.seeker_id, m.property_id FROM lighthouse_matches m JOIN lighthouse_properties p ON p.id = m.property_id
       WHERE m.id = $2 AND $1 IN (m.seeker_id, p.host_id)
         AND ${notBlocked('m.seeker_id', 'p.host_id')}`,
      [userId, id],
    );
    return row ?? null;
  }

  /** Moves the request from `from` to `to` (and sets the host's answer when given); false when it was not in `from` any more. */
  async move(tx: Tx, id: string, from: LighthouseMatchStatus, to: LighthouseMatchStatus, hostResponse: string | null | undefined): Promise<boolean> {
    const [updated]: [{ id: string }[], number] = await tx.query(
      `UPDATE lighthouse_matches SET status = $3, host_response = CASE WHEN $4::boolean THEN $5 ELSE host_response END, updated_at = now()
       WHERE id = $1 AND status = $2 RETURNING id`,
      [id, from, to, hostResponse !== undefined, hostResponse ?? null],
    );
    return updated.length > 0;
  }

  /** Locks the property (as an accept does) and answers whether it is listed, its max occupants and its accepted requests. */
  async lockRoom(tx: Tx, propertyId: string): Promise<{ listed: boolean; maxOccupants: number; accepted: number }> {
    const [p]: { max_occupants: number; listed: boolean }[] = await tx.query(
      `SELECT p.max_occupants, (${LISTED}) AS listed FROM lighthouse_properties p LEFT JOIN lighthouse_profiles hp ON hp.user_id = p.host_id WHERE p.id = $1 FOR UPDATE OF p`,
      [propertyId],
    );
    const [{ accepted }]: { accepted: number }[] = await tx.query(`SELECT count(*)::int AS accepted FROM lighthouse_matches WHERE property_id = $1 AND status = 'accepted'`, [
      propertyId,
    ]);
    return { listed: p.listed, maxOccupants: p.max_occupants, accepted };
  }

  /** Cancels the open requests between the two (either way round); answers their ids. */
  async cancelBetween(tx: Tx, userA: string, userB: string): Promise<string[]> {
    const [rows]: [{ id: string }[], number] = await tx.query(
      `UPDATE lighthouse_matches m SET status = 'cancelled', updated_at = now()
       FROM lighthouse_properties p
       WHERE p.id = m.property_id AND m.status IN ('pending', 'accepted')
         AND ((m.seeker_id = $1 AND p.host_id = $2) OR (m.seeker_id = $2 AND p.host_id = $1))
       RETURNING m.id`,
      [userA, userB],
    );
    return rows.map((r) => r.id);
  }
}
