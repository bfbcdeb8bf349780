import type { Block, BlockCandidate, Exclusion } from '@pfe/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { containsPattern } from '../../common/pagination/admin-list';
import { BlocksService } from '../safety/blocks.service';
import { CreateExclusionDto } from './dto/exclusion.dto';

function toExclusionResponse(b: Block): Exclusion {
  return { id: b.id, excludedUserId: b.blockedUserId, excludedNickname: b.blockedName, reason: b.reason, createdAt: b.createdAt };
}

/** From SupportMatch, only members with a SupportMatch profile can be picked. */
const hasProfile = async (tx: EntityManager, userId: string) =>
  (await tx.query('SELECT 1 FROM support_match_profiles WHERE user_id = $1', [userId])).length > 0;

/**
 * SupportMatch's view of the platform's block list (`/api/supportmatch/exclusions*`): the same
 * blocks as `/api/blocks`, named by SupportMatch nicknames, and the members one may pick.
 */
@Injectable()
export class ExclusionsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly blocks: BlocksService,
  ) {}

  async listOwn(userId: string): Promise<Exclusion[]> {
    return (await this.blocks.listOwn(userId)).map(toExclusionResponse);
  }

  /** Members the caller may block: other SupportMatch profiles not blocked yet, nicknames only. */
  async candidates(userId: string, q?: string): Promise<BlockCandidate[]> {
    const rows = await this.db.query(
      `SELECT p.user_id, p.nickname FROM support_match_profiles p
       WHERE p.user_id <> $1
         AND NOT EXISTS (SELECT 1 FROM exclusions e WHERE e.user_id = $1 AND e.excluded_user_id = p.user_id)
         AND ($2::text IS NULL OR p.nickname ILIKE $2)
       ORDER BY p.nickname, p.user_id LIMIT 50`,
      [userId, q?.trim() ? containsPattern(q.trim().slice(0, 100)) : null],
    );
    return rows.map((r: { user_id: string; nickname: string }) => ({ userId: r.user_id, nickname: r.nickname }));
  }

  async create(userId: string, dto: CreateExclusionDto): Promise<Exclusion> {
    return toExclusionResponse(await this.blocks.create(userId, dto.excludedUserId, dto.reason, hasProfile));
  }

  async remove(userId: string, id: string): Promise<void> {
    await this.blocks.remove(userId, id);
  }
}
