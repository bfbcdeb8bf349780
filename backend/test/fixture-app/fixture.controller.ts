import type { ChatMessage } from '@pfe/contracts';
import { Body, Controller, Get, Param, Post, Query, Req } from '@nestjs/common';
import { IsUUID } from 'class-validator';
import type { FastifyRequest } from 'fastify';
import { Access, AccessLevel } from '../../src/common/access/access.decorator';
import type { AuthUser } from '../../src/common/http/auth-user';
import { CurrentUser } from '../../src/common/http/current-user.decorator';
import { IdParam } from '../../src/common/http/id-param';
import { RequiresProfile } from '../../src/common/profiles/requires-profile';
import { MessagePageQuery } from '../../src/modules/chat/dto/message-page.dto';
import { SendChatMessageDto } from '../../src/modules/chat/dto/send-message.dto';
import { ChatService } from '../../src/modules/chat/chat.service';
import type { FixtureAttachment, FixtureNote } from './contracts';
import { FixtureAttachmentsService } from './fixture-attachments.service';
import { FixtureService } from './fixture.service';

class ShareNoteDto {
  @IsUUID('all', { message: 'readerId must be a member id' })
  readerId: string;
}

/** A member's Fixture: a profile, notes shared with another member, their conversation and voice memos. */
@Controller('fixture')
@Access(AccessLevel.Member)
export class FixtureController {
  constructor(
    private readonly fixture: FixtureService,
    private readonly attachments: FixtureAttachmentsService,
    private readonly chat: ChatService,
  ) {}

  @Post('profile')
  async createProfile(@CurrentUser() user: AuthUser): Promise<void> {
    await this.fixture.createProfile(user.id);
  }

  @Post('notes')
  @RequiresProfile('fixture')
  share(@CurrentUser() user: AuthUser, @Body() dto: ShareNoteDto): Promise<FixtureNote> {
    return this.fixture.share(user.id, dto.readerId);
  }

  @Get('notes/:id/messages')
  @RequiresProfile('fixture')
  messages(@CurrentUser() user: AuthUser, @Param('id', IdParam) id: string, @Query() page: MessagePageQuery): Promise<ChatMessage[]> {
    return this.chat.read(user.id, 'note', id, page);
  }

  @Post('notes/:id/messages')
  @RequiresProfile('fixture')
  send(@CurrentUser() user: AuthUser, @Param('id', IdParam) id: string, @Body() dto: SendChatMessageDto): Promise<ChatMessage> {
    return this.chat.sendByRest(user.id, 'note', id, dto.content, dto.clientId);
  }

  /** An upload (the entry's upload slot): multipart/form-data with one voice memo in the field `file`; the note's author only. */
  @Post('notes/:id/attachment')
  @RequiresProfile('fixture')
  attach(@CurrentUser() user: AuthUser, @Param('id', IdParam) id: string, @Req() request: FastifyRequest): Promise<FixtureAttachment> {
    return this.attachments.attach(user.id, id, request);
  }
}
