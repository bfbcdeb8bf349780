import { partnerName, type BlockCandidate, type Exclusion } from '@pfe/contracts/supportmatch';
import { Injectable } from '@nestjs/common';
import { BlocksService } from '../safety/blocks.service';
import { CreateExclusionDto } from './dto/exclusion.dto';
import { SupportMatchPartnershipsService } from './supportmatch-partnerships.service';
import { SupportMatchProfilesService } from './supportmatch-profiles.service';
import { SupportMatchErrors } from './supportmatch.errors';
import { toExclusionResponse } from './supportmatch.mappers';

/**
 * SupportMatch's view of the platform's block list (`/api/supportmatch/exclusions*`): the same
 * blocks as `/api/blocks`, named by SupportMatch nicknames only to former or present partners. From
 * here one blocks a partner, present or past, never any member by id (issue 27): a stranger's id
 * answers 404, as an unknown one does, and no nickname.
 */
@Injectable()
export class SupportMatchBlocksService {
  constructor(
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
    const rows = await this.profiles.blockCandidates(userId);
    return rows.map((r) => ({ partnershipId: r.partnership_id, nickname: partnerName(r.nickname) }));
  }

  /** Blocks the other member of `partnershipId` (404 unless she took part in it), or a partner by `excludedUserId` (404 for anyone else). */
  async create(userId: string, dto: CreateExclusionDto): Promise<Exclusion> {
    const target = await this.targetOf(userId, dto);
    const { id } = await this.blocks.create(userId, target, dto.reason, (tx, other) => this.profiles.werePartners(tx, userId, other));
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
