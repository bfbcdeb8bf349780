import { ChatMessage } from '@pfe/contracts';
import type { ActivePartnership, BlockCandidate, Exclusion, MatchingStatus, OwnReport, PartnershipHistoryEntry, SupportMatchProfile } from '@pfe/contracts/supportmatch';
import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { Access, AccessLevel } from '../../common/access/access.decorator';
import { AuthUser } from '../../common/http/auth-user';
import { CurrentUser } from '../../common/http/current-user.decorator';
import { IdParam } from '../../common/http/id-param';
import { ChatService } from '../chat/chat.service';

import { MessagePageQuery } from '../chat/dto/message-page.dto';
import { CreateExclusionDto } from './dto/exclusion.dto';
import { ProfileDto } from './dto/profile.dto';
import { CreateReportDto, SendMessageDto } from './dto/report.dto';
import { SupportMatchBlocksService } from './supportmatch-blocks.service';
import { SupportMatchMatchingStatusService } from './supportmatch-matching-status.service';
import { SupportMatchPartnershipsService } from './supportmatch-partnerships.service';
import { SupportMatchProfilesService } from './supportmatch-profiles.service';
import { SupportMatchReportsService } from './supportmatch-reports.service';
import { Idempotent } from '../../common/idempotency/idempotent.decorator';

/** A member's SupportMatch: their own profile, partnership, chat, blocks and reports. */
@Controller('supportmatch')
@Access(AccessLevel.Member)
export class SupportMatchController {
  constructor(
    private readonly profiles: SupportMatchProfilesService,
    private readonly partnerships: SupportMatchPartnershipsService,
    private readonly blocks: SupportMatchBlocksService,
    private readonly reports: SupportMatchReportsService,
    private readonly chat: ChatService,
    private readonly matchingStatus: SupportMatchMatchingStatusService,
  ) {}

  /** 200 with the profile, or 200 with an empty body when the member has none yet. */
  @Get('profile')
  getProfile(@CurrentUser() user: AuthUser): Promise<SupportMatchProfile | null> {
    return this.profiles.getOwn(user.id);
  }

  @Post('profile')
  @Idempotent()
  createProfile(@CurrentUser() user: AuthUser, @Body() dto: ProfileDto): Promise<SupportMatchProfile> {
    return this.profiles.create(user.id, dto);
  }

  @Put('profile')
  updateProfile(@CurrentUser() user: AuthUser, @Body() dto: ProfileDto): Promise<SupportMatchProfile> {
    return this.profiles.update(user.id, dto);
  }

  /** 200 with the active partnership, or 200 with an empty body when there is none. */
  @Get('partnership/active')
  activePartnership(@CurrentUser() user: AuthUser): Promise<ActivePartnership | null> {
    return this.partnerships.active(user.id);
  }

  /**
   * The caller's own matching status: matched, waiting, left unmatched by the last run (always the
   * neutral `no_compatible_member`), incomplete (and why) or paused, with the next run's date.
   */
  @Get('matching-status')
  ownMatchingStatus(@CurrentUser() user: AuthUser): Promise<MatchingStatus> {
    return this.matchingStatus.of(user.id);
  }

  @Get('partnership/history')
  history(@CurrentUser() user: AuthUser): Promise<PartnershipHistoryEntry[]> {
    return this.partnerships.history(user.id);
  }

  @Get('messages/:partnershipId')
  messages(@CurrentUser() user: AuthUser, @Param('partnershipId', IdParam) partnershipId: string, @Query() page: MessagePageQuery): Promise<ChatMessage[]> {
    return this.chat.read(user.id, 'partnership', partnershipId, page);
  }

  @Post('messages')
  @Idempotent()
  send(@CurrentUser() user: AuthUser, @Body() dto: SendMessageDto): Promise<ChatMessage> {
    return this.chat.sendByRest(user.id, 'partnership', dto.partnershipId, dto.content, dto.clientId);
  }

  @Get('exclusions')
  exclusionsList(@CurrentUser() user: AuthUser): Promise<Exclusion[]> {
    return this.blocks.listOwn(user.id);
  }

  @Get('exclusions/candidates')
  blockCandidates(@CurrentUser() user: AuthUser): Promise<BlockCandidate[]> {
    return this.blocks.candidates(user.id);
  }

  @Post('exclusions')
  @Idempotent()
  block(@CurrentUser() user: AuthUser, @Body() dto: CreateExclusionDto): Promise<Exclusion> {
    return this.blocks.create(user.id, dto);
  }

  @Delete('exclusions/:id')
  @HttpCode(204)
  unblock(@CurrentUser() user: AuthUser, @Param('id', IdParam) id: string): Promise<void> {
    return this.blocks.remove(user.id, id);
  }

  @Post('reports')
  @Idempotent()
  report(@CurrentUser() user: AuthUser, @Body() dto: CreateReportDto): Promise<OwnReport> {
    return this.reports.create(user.id, dto);
  }
}
