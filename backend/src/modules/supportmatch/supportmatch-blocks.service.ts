import { partnerName, type BlockCandidate, type Exclusion } from '@pfe/contracts/supportmatch';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { BlocksService } from '../safety/blocks.service';
import { notBlockedBy } from '../safety/blocks.sql';
import { CreateExclusionDto } from './dto/exclusion.dto';
import { SupportMatchPartnershipsService } from './supportmatch-partnerships.service';
import { SupportMatchProfilesService } from './supportmatch-profiles.service';
import { SupportMatchErrors } from './supportmatch.errors';
import { toExclusionResponse } from './supportmatch.mappers';
import { werePartners } from './supportmatch.sql';

/**
 * SupportMatch's view of the platform's block list (`/api/supportmatch/exclusions*`): the same
 * blocks as `/api/blocks`, named by SupportMatch nicknames only to former or present partners. From
 * here one blocks a partner, present or past, never any member by id (issue 27): a stranger's id
 * answers 404, as an unknown one does, and no nickname.
 */
@Injectable()
export class SupportMatchBlocksService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly blocks: BlocksService,
    private readonly profiles: SupportMatchProfilesService,
    private readonly partnerships: SupportMatchPartnershipsService,
  ) {}

  async listOwn(userId: string): Promise<Exclusion[]> {
    const names = { app: 'supportmatch', resolve: (viewerId: string, ids: string[]) => this.profiles.nicknamesSeenBy(viewerId, ids) };
    return (await this.blocks.listOwn(userId, [names])).map(toExclusionResponse);
  }

  /**
   * Members the caller may block, never a directory: her partners, present or past, each by their
   * latest partnership and nickname. Never herself or someone she already blocked.
   */
  async candidates(userId: string): Promise<BlockCandidate[]> {
    const rows: { partnership_id: string; nickname: string }[] = await this.db.query(
      `SELECT partnership_id, nickname FROM (
         SELECT DISTINCT ON (p.user_id) x.id AS partnership_id, p.nickname, p.user_id
         FROM partnerships x
         JOIN support_match_profiles p ON p.user_id = CASE WHEN x.user1_id = $1 THEN x.user2_id ELSE x.user1_id END
         WHERE $1 IN (x.user1_id, x.user2_id) AND p.user_id <> $1 AND ${notBlockedBy('$1', 'p.user_id')}
         ORDER BY p.user_id, x.start_date DESC, x.id DESC
       ) partners
       ORDER BY nickname, partnership_id LIMIT 50`,
      [userId],
    );
    return rows.map((r) => ({ partnershipId: r.partnership_id, nickname: partnerName(r.nickname) }));
  }

  /** Blocks the other member of `partnershipId` (404 unless she took part in it), or a partner by `excludedUserId` (404 for anyone else). */
  async create(userId: string, dto: CreateExclusionDto): Promise<Exclusion> {
    const target = await this.targetOf(userId, dto);
    const { id } = await this.blocks.create(userId, target, dto.reason, async (tx, other) =>
      (await tx.query(`SELECT 1 WHERE ${werePartners('$1', '$2')}`, [userId, other])).length > 0,
    );
    return (await this.listOwn(userId)).find((b) => b.id === id)!;
  }

  async remove(userId: string, id: string): Promise<void> {
    await this.blocks.remove(userId, id);
  }

  private async targetOf(userId: string, dto: CreateExclusionDto): Promise<string> {
    if (dto.partnershipId && dto.excludedUserId) throw SupportMatchErrors.blockWhom();
    if (!dto.partnershipId) return dto.excludedUserId!;
    const partner = await this.partnerships.partnerOf(userId, dto.partnershipId);
    if (!partner) throw SupportMatchErrors.partnershipNotFound();
    return partner;
  }
}
