import { partnerName, type BlockCandidate, type Exclusion } from '@pfe/contracts/supportmatch';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { BlocksService } from '../safety/blocks.service';
import { notBlockedBy } from '../safety/blocks.sql';
import { CreateExclusionDto } from './dto/exclusion.dto';
import { SupportMatchProfilesService } from './supportmatch-profiles.service';
import { toExclusionResponse } from './supportmatch.mappers';

/** From SupportMatch, only members with a SupportMatch profile can be picked. */
const hasProfile = async (tx: EntityManager, userId: string) =>
  (await tx.query('SELECT 1 FROM support_match_profiles WHERE user_id = $1', [userId])).length > 0;

/**
 * SupportMatch's view of the platform's block list (`/api/supportmatch/exclusions*`): the same
 * blocks as `/api/blocks`, named by SupportMatch nicknames only, and the members one may pick.
 */
@Injectable()
export class SupportMatchBlocksService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly blocks: BlocksService,
    private readonly profiles: SupportMatchProfilesService,
  ) {}

  async listOwn(userId: string): Promise<Exclusion[]> {
    return (await this.blocks.listOwn(userId, [(viewerId, ids) => this.profiles.nicknamesSeenBy(viewerId, ids)])).map(toExclusionResponse);
  }

  /**
   * Members the caller may block, nicknames only, never a directory (issue 21 item 13): without `q`,
   * the members she has been partnered with (now or before); with `q`, also whoever has exactly that
   * nickname (case and outer spaces aside). Never herself or someone she already blocked.
   */
  async candidates(userId: string, q?: string): Promise<BlockCandidate[]> {
    const nickname = q?.trim() ? q.trim().slice(0, 100) : null;
    const rows = await this.db.query(
      `SELECT p.user_id, p.nickname FROM support_match_profiles p
       WHERE p.user_id <> $1
         AND ${notBlockedBy('$1', 'p.user_id')}
         AND (EXISTS (SELECT 1 FROM partnerships x WHERE (x.user1_id = $1 AND x.user2_id = p.user_id) OR (x.user2_id = $1 AND x.user1_id = p.user_id))
              OR ($2::text IS NOT NULL AND lower(p.nickname) = lower($2)))
       ORDER BY p.nickname, p.user_id LIMIT 50`,
      [userId, nickname],
    );
    return rows.map((r: { user_id: string; nickname: string }) => ({ userId: r.user_id, nickname: partnerName(r.nickname) }));
  }

  async create(userId: string, dto: CreateExclusionDto): Promise<Exclusion> {
    const { id } = await this.blocks.create(userId, dto.excludedUserId, dto.reason, hasProfile);
    return (await this.listOwn(userId)).find((b) => b.id === id)!;
  }

  async remove(userId: string, id: string): Promise<void> {
    await this.blocks.remove(userId, id);
  }
}
