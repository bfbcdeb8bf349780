import { LIGHTHOUSE_TRANSITIONS } from '@pfe/contracts/lighthouse';
import type { LighthouseMatch, LighthouseMatchStatus } from '@pfe/contracts/lighthouse';
import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { uniquely } from '../../common/errors/domain-error';
import { ChatService } from '../chat/chat.service';
import { CreateMatchDto, UpdateMatchDto } from './dto/match.dto';
import { LighthouseProfilesService } from './lighthouse-profiles.service';
import { LighthouseErrors, refusedMove } from './lighthouse.errors';
import { toIncomingRequest, toSeekerRequest } from './lighthouse.mappers';
import { NotificationsService } from '../notifications/notifications.service';
import { LighthouseMatchesRepository, matchOf, OwnMatch } from './lighthouse-matches.repository';

/**
 * Match requests: a seeker asks for a listed property, its host answers. Every read and write is
 * scoped to the caller (the request's seeker or the property's host) and to no block between the
 * two; anything else is the same 404.
 */
@Injectable()
export class LighthouseMatchesService {
  constructor(
    private readonly matches: LighthouseMatchesRepository,
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
    const rows = await this.matches.outgoing(seekerId, id ?? null);
    return rows.map((r) => toSeekerRequest(matchOf(r), r));
  }

  private async incoming(hostId: string, id?: string): Promise<LighthouseMatch[]> {
    const rows = await this.matches.incoming(hostId, id ?? null);
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
        this.matches.transaction(async (tx) => {
          const inserted = await this.matches.insert(tx, seekerId, dto.propertyId, dto.message ?? null, dto.proposedMoveInDate ?? null);
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
    await this.matches.transaction(async (tx) => {
      const match = await this.findOwnMatch(tx, userId, id);
      const role = match.host_id === userId ? 'host' : 'seeker';
      if (role === 'seeker' && dto.hostResponse) throw LighthouseErrors.hostOnlyAnswers();
      // Already done is success (issue 28): a move to the status it has, which this member could make, answers the request as it is.
      if (alreadyThere(role, match.status, to)) return;
      const allowed: readonly LighthouseMatchStatus[] = LIGHTHOUSE_TRANSITIONS[role][match.status] ?? [];
      if (!allowed.includes(to)) throw refusedMove(role, match.status, to);
      if (to === 'accepted') await this.assertRoom(tx, match.property_id);
      const hostResponse = role === 'host' && dto.hostResponse !== undefined ? dto.hostResponse : undefined;
      const moved = await this.matches.move(tx, id, match.status, to, hostResponse);
      if (!moved) {
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
    const ids = await this.matches.cancelBetween(tx, userA, userB);
    return () => ids.forEach((id) => this.chat.closed('match', id));
  }

  /** The request if the caller is its seeker or its property's host and no block stands between them; else 404. */
  private async findOwnMatch(tx: EntityManager, userId: string, id: string): Promise<OwnMatch> {
    const row = await this.matches.findOwn(tx, userId, id);
    if (!row) throw LighthouseErrors.matchNotFound();
    return row;
  }

  /** Locks the property and checks that it is listed and has room for one more accepted request. */
  private async assertRoom(tx: EntityManager, propertyId: string): Promise<void> {
    const room = await this.matches.lockRoom(tx, propertyId);
    if (!room.listed) throw LighthouseErrors.propertyNotListed();
    if (room.accepted >= room.maxOccupants) throw LighthouseErrors.propertyFull();
  }
}

/** The request already has the status this member asks for, and she could have moved it there (a second click, a retry). */
function alreadyThere(role: 'host' | 'seeker', status: LighthouseMatchStatus, to: LighthouseMatchStatus): boolean {
  return status === to && Object.values(LIGHTHOUSE_TRANSITIONS[role]).some((moves) => (moves as readonly LighthouseMatchStatus[] | undefined)?.includes(to));
}
