import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AdvisoryLock, lockXact } from '../../common/locks/advisory-locks';
import { containsPattern } from '../../common/pagination/admin-list';
import { CreateExclusionDto } from './dto/exclusion.dto';
import { ExclusionEntity } from './entities/exclusion.entity';
import { PartnershipsService } from './partnerships.service';
import { SupportMatchErrors } from './supportmatch.errors';

export interface ExclusionResponse {
  id: string;
  excludedUserId: string;
  excludedNickname: string | null;
  reason: string | null;
  createdAt: string;
}

export interface BlockCandidateResponse {
  userId: string;
  nickname: string;
}

/**
 * Blocks are private to whoever made them and silent: the blocked member is never told. A block
 * stops messaging between the two, ends their active partnership quietly, and keeps them apart
 * in every future matching.
 */
@Injectable()
export class ExclusionsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly partnerships: PartnershipsService,
  ) {}

  async listOwn(userId: string): Promise<ExclusionResponse[]> {
    const rows = await this.db.query(
      `SELECT e.id, e.excluded_user_id, e.reason, e.created_at, p.nickname
       FROM exclusions e LEFT JOIN support_match_profiles p ON p.user_id = e.excluded_user_id
       WHERE e.user_id = $1 ORDER BY e.created_at DESC`,
      [userId],
    );
    return rows.map((r: Record<string, any>) => ({
      id: r.id,
      excludedUserId: r.excluded_user_id,
      excludedNickname: r.nickname,
      reason: r.reason,
      createdAt: r.created_at.toISOString(),
    }));
  }

  /** Members the caller may block: other SupportMatch profiles not blocked yet, nicknames only. */
  async candidates(userId: string, q?: string): Promise<BlockCandidateResponse[]> {
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

  /**
   * The block and its side effects are one transaction. It holds the blocks-vs-matching lock
   * shared, so a matching run (which holds it exclusively while it reads blocks and creates
   * pairs) either sees this block or has committed the pair this block then ends.
   */
  async create(userId: string, dto: CreateExclusionDto): Promise<ExclusionResponse> {
    if (dto.excludedUserId === userId) throw SupportMatchErrors.blockSelf();
    const id = await this.db.transaction(async (tx) => {
      await lockXact(tx, AdvisoryLock.blocksVsMatching, 'shared');
      const [target] = await tx.query('SELECT 1 FROM support_match_profiles WHERE user_id = $1', [dto.excludedUserId]);
      if (!target) throw SupportMatchErrors.memberNotFound();
      const [row] = await tx.query(
        `INSERT INTO exclusions (user_id, excluded_user_id, reason) VALUES ($1, $2, $3)
         ON CONFLICT DO NOTHING RETURNING id`,
        [userId, dto.excludedUserId, dto.reason ?? null],
      );
      if (!row) throw SupportMatchErrors.blockTwice();
      await this.partnerships.endBetween(tx, userId, dto.excludedUserId);
      return row.id as string;
    });
    return (await this.listOwn(userId)).find((e) => e.id === id)!;
  }

  /** Only the owner can remove a block; anyone else's block is a 404. */
  async remove(userId: string, id: string): Promise<void> {
    const result = await this.db.getRepository(ExclusionEntity).delete({ id, userId });
    if (!result.affected) throw SupportMatchErrors.blockNotFound();
  }
}
