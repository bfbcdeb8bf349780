import { FORMER_MEMBER } from '@pfe/contracts';
import { LIGHTHOUSE_TRANSITIONS } from '@pfe/contracts/lighthouse';
import type { LighthouseMatch, LighthouseMatchStatus } from '@pfe/contracts/lighthouse';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { uniquely } from '../../common/errors/domain-error';
import { ChatService } from '../chat/chat.service';
import { CreateMatchDto, UpdateMatchDto } from './dto/match.dto';
import { LighthouseProfilesService } from './lighthouse-profiles.service';
import { LighthouseErrors, refusedMove } from './lighthouse.errors';
import { MatchRow, PropertyRow, SeekerRow, toIncomingRequest, toSeekerRequest } from './lighthouse.mappers';
import { notBlocked } from '../safety/blocks.sql';
import { LISTED, PROPERTY_COLUMNS, PROPERTY_FROM, REQUEST_COUNTS } from './lighthouse.sql';
import { NotificationsService } from '../notifications/notifications.service';

const MATCH_COLUMNS = `m.id AS match_id, m.seeker_id, m.property_id, m.status AS match_status,
  to_char(m.proposed_move_in_date, 'YYYY-MM-DD') AS proposed_move_in_date, m.seeker_message, m.host_response,
  m.created_at AS match_created_at, m.updated_at AS match_updated_at`;

const SEEKER_COLUMNS = `COALESCE(sp.display_name, '${FORMER_MEMBER}') AS seeker_display_name, sp.bio AS seeker_bio, sp.housing_needs AS seeker_housing_needs,
  to_char(sp.move_in_date, 'YYYY-MM-DD') AS seeker_move_in_date, sp.budget_min::text AS seeker_budget_min,
  sp.budget_max::text AS seeker_budget_max, sp.phone_number AS seeker_phone`;

type Row = PropertyRow &
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

function matchOf(r: Row): MatchRow {
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

/**
 * Match requests: a seeker asks for a listed property, its host answers. Every read and write is
 * scoped to the caller (the request's seeker or the property's host) and to no block between the
 * two; anything else is the same 404.
 */
@Injectable()
export class LighthouseMatchesService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly profiles: LighthouseProfilesService,
    private readonly chat: ChatService,
    private readonly notifications: NotificationsService,
  ) {}

  /** A seeker's own requests, or a host's incoming ones; newest first. */
  async list(userId: string): Promise<LighthouseMatch[]> {
    const profile = await this.profiles.requireOwn(userId);
    return profile.profileType === 'host' ? this.incoming(userId) : this.outgoing(userId);
  }

  /** One request as the caller sees it (seeker or host), or a 404. */
  async get(userId: string, id: string): Promise<LighthouseMatch> {
    const profile = await this.profiles.requireOwn(userId);
    const [match] = profile.profileType === 'host' ? await this.incoming(userId, id) : await this.outgoing(userId, id);
    if (!match) throw LighthouseErrors.matchNotFound();
    return match;
  }

  private async outgoing(seekerId: string, id?: string): Promise<LighthouseMatch[]> {
    const rows: Row[] = await this.db.query(
      `SELECT ${MATCH_COLUMNS}, ${PROPERTY_COLUMNS}, (${LISTED}) AS listed FROM lighthouse_matches m
       JOIN lighthouse_properties p ON p.id = m.property_id LEFT JOIN lighthouse_profiles hp ON hp.user_id = p.host_id
       WHERE m.seeker_id = $1 AND ${notBlocked('$1', 'p.host_id')} AND ($2::uuid IS NULL OR m.id = $2)
       ORDER BY m.created_at DESC, m.id DESC`,
      [seekerId, id ?? null],
    );
    return rows.map((r) => toSeekerRequest(matchOf(r), r));
  }

  private async incoming(hostId: string, id?: string): Promise<LighthouseMatch[]> {
    const rows: Row[] = await this.db.query(
      `SELECT ${MATCH_COLUMNS}, ${PROPERTY_COLUMNS}, ${SEEKER_COLUMNS}, ${REQUEST_COUNTS} FROM lighthouse_matches m
       JOIN lighthouse_properties p ON p.id = m.property_id LEFT JOIN lighthouse_profiles hp ON hp.user_id = p.host_id
       LEFT JOIN lighthouse_profiles sp ON sp.user_id = m.seeker_id
       WHERE p.host_id = $1 AND ${notBlocked('$1', 'm.seeker_id')} AND ($2::uuid IS NULL OR m.id = $2)
       ORDER BY m.created_at DESC, m.id DESC`,
      [hostId, id ?? null],
    );
    return rows.map((r) => toIncomingRequest(matchOf(r), r, r));
  }

  /**
   * A seeker asks for a listed property (a host is told the spec's sentence). The check and the
   * insert are one statement; the partial unique index keeps one open request per seeker and property.
   */
  async create(seekerId: string, dto: CreateMatchDto): Promise<LighthouseMatch> {
    const profile = await this.profiles.requireOwn(seekerId);
    if (profile.profileType !== 'seeker') throw LighthouseErrors.hostCannotRequest();
    const rows: { id: string }[] = await uniquely(
      () =>
        this.db.transaction(async (tx) => {
          const inserted: { id: string; host_id: string }[] = await tx.query(
            `INSERT INTO lighthouse_matches (seeker_id, property_id, seeker_message, proposed_move_in_date)
             SELECT $1::uuid, p.id, $3::varchar, $4::date ${PROPERTY_FROM}
             WHERE p.id = $2 AND p.host_id <> $1 AND ${LISTED} AND ${notBlocked('$1', 'p.host_id')}
             FOR SHARE OF p
             RETURNING id, (SELECT host_id FROM lighthouse_properties hp WHERE hp.id = property_id) AS host_id`,
            [seekerId, dto.propertyId, dto.message ?? null, dto.proposedMoveInDate ?? null],
          );
          for (const m of inserted) await this.notifications.notify(tx, m.host_id, 'lighthouse.match_requested', { objectId: m.id, actorId: seekerId });
          return inserted;
        }),
      LighthouseErrors.requestOpen,
    );
    if (rows.length === 0) throw LighthouseErrors.propertyNotFound();
    return this.get(seekerId, rows[0].id);
  }

  /**
   * Moves a request along the transition table (LIGHTHOUSE_TRANSITIONS). Accepting locks the
   * property row first, then counts its accepted requests, so that two accepts at once can never
   * put more people in a property than its max occupants. Every other move is a conditional update
   * on the status it was read in.
   */
  async update(userId: string, id: string, dto: UpdateMatchDto): Promise<LighthouseMatch> {
    const to = dto.status;
    let closed = false;
    await this.db.transaction(async (tx) => {
      const match = await this.findOwnMatch(tx, userId, id);
      const role = match.host_id === userId ? 'host' : 'seeker';
      if (role === 'seeker' && dto.hostResponse) throw LighthouseErrors.hostOnlyAnswers();
      // Already done is success (issue 28): a move to the status it has, which this member could make, answers the request as it is.
      if (alreadyThere(role, match.status, to)) return;
      const allowed: readonly LighthouseMatchStatus[] = LIGHTHOUSE_TRANSITIONS[role][match.status] ?? [];
      if (!allowed.includes(to)) throw refusedMove(role, match.status, to);
      if (to === 'accepted') await this.assertRoom(tx, match.property_id);
      const hostResponse = role === 'host' && dto.hostResponse !== undefined ? dto.hostResponse : undefined;
      const [updated]: [{ id: string }[], number] = await tx.query(
        `UPDATE lighthouse_matches SET status = $3, host_response = CASE WHEN $4::boolean THEN $5 ELSE host_response END, updated_at = now()
         WHERE id = $1 AND status = $2 RETURNING id`,
        [id, match.status, to, hostResponse !== undefined, hostResponse ?? null],
      );
      if (updated.length === 0) {
        // Someone moved it in between: judge the move against what it is now.
        const now = await this.findOwnMatch(tx, userId, id);
        if (alreadyThere(role, now.status, to)) return;
        throw refusedMove(role, now.status, to);
      }
      closed = match.status === 'accepted';
      if (role === 'host' && (to === 'accepted' || to === 'rejected')) {
        await this.notifications.notify(tx, match.seeker_id, to === 'accepted' ? 'lighthouse.match_accepted' : 'lighthouse.match_rejected', { objectId: id, actorId: userId });
      }
    });
    if (closed) this.chat.closed('match', id);
    return this.get(userId, id);
  }

  /**
   * Cancels quietly the open requests between two members (one blocked the other), in the block's
   * transaction; answers what to do once that is committed (close their conversations).
   */
  async cancelBetween(tx: EntityManager, userA: string, userB: string): Promise<() => void> {
    const [rows]: [{ id: string }[], number] = await tx.query(
      `UPDATE lighthouse_matches m SET status = 'cancelled', updated_at = now()
       FROM lighthouse_properties p
       WHERE p.id = m.property_id AND m.status IN ('pending', 'accepted')
         AND ((m.seeker_id = $1 AND p.host_id = $2) OR (m.seeker_id = $2 AND p.host_id = $1))
       RETURNING m.id`,
      [userA, userB],
    );
    return () => rows.forEach((r) => this.chat.closed('match', r.id));
  }

  /** The request if the caller is its seeker or its property's host and no block stands between them; else 404. */
  private async findOwnMatch(tx: EntityManager, userId: string, id: string): Promise<{ status: LighthouseMatchStatus; host_id: string; seeker_id: string; property_id: string }> {
    const [row] = await tx.query(
      `SELECT m.status, p.host_id, m.seeker_id, m.property_id FROM lighthouse_matches m JOIN lighthouse_properties p ON p.id = m.property_id
       WHERE m.id = $2 AND $1 IN (m.seeker_id, p.host_id)
         AND ${notBlocked('m.seeker_id', 'p.host_id')}`,
      [userId, id],
    );
    if (!row) throw LighthouseErrors.matchNotFound();
    return row;
  }

  /** Locks the property and checks that it is listed and has room for one more accepted request. */
  private async assertRoom(tx: EntityManager, propertyId: string): Promise<void> {
    const [p] = await tx.query(
      `SELECT p.max_occupants, (${LISTED}) AS listed FROM lighthouse_properties p LEFT JOIN lighthouse_profiles hp ON hp.user_id = p.host_id WHERE p.id = $1 FOR UPDATE OF p`,
      [propertyId],
    );
    if (!p.listed) throw LighthouseErrors.propertyNotListed();
    const [{ accepted }] = await tx.query(`SELECT count(*)::int AS accepted FROM lighthouse_matches WHERE property_id = $1 AND status = 'accepted'`, [propertyId]);
    if (accepted >= p.max_occupants) throw LighthouseErrors.propertyFull();
  }
}

/** The request already has the status this member asks for, and she could have moved it there (a second click, a retry). */
function alreadyThere(role: 'host' | 'seeker', status: LighthouseMatchStatus, to: LighthouseMatchStatus): boolean {
  return status === to && Object.values(LIGHTHOUSE_TRANSITIONS[role]).some((moves) => (moves as readonly LighthouseMatchStatus[] | undefined)?.includes(to));
}
