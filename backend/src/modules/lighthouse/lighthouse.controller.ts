import type { ChatMessage } from '@pfe/contracts';
import type { LighthouseMatch, LighthouseMatchReferences, LighthouseOwnProperty, LighthouseProfile, LighthouseProperty, LighthouseReference, LighthouseTrust } from '@pfe/contracts/lighthouse';
import { Body, Controller, Delete, Get, Headers, Param, Post, Put, Query, Res, StreamableFile, UseInterceptors } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { Access, AccessLevel } from '../../common/access/access.decorator';
import { AuthUser } from '../../common/http/auth-user';
import { CurrentUser } from '../../common/http/current-user.decorator';
import { IdParam } from '../../common/http/id-param';
import { RequiresProfile } from '../../common/profiles/requires-profile';
import { ChatService } from '../chat/chat.service';
import { MessagePageQuery } from '../chat/dto/message-page.dto';
import { CreateMatchDto, SendMatchMessageDto, UpdateMatchDto } from './dto/match.dto';
import { CreateLighthouseProfileDto, UpdateLighthouseProfileDto } from './dto/profile.dto';
import { PropertyDto } from './dto/property.dto';
import { ReferenceDto } from './dto/trust.dto';
import { LighthouseTrustService } from './lighthouse-trust.service';
import { LighthouseMatchesService } from './lighthouse-matches.service';
import { LighthousePhotosService } from './lighthouse-photos.service';
import { LighthouseErrors } from './lighthouse.errors';
import { PhotoUploadInterceptor, UploadedPhoto, UploadedPhotoFile } from './photo-upload.interceptor';
import { LighthouseProfilesService } from './lighthouse-profiles.service';
import { LighthousePropertiesService } from './lighthouse-properties.service';
import { Idempotent } from '../../common/idempotency/idempotent.decorator';

/** A member's LightHouse: their own profile, the listings they may see, their requests and conversations. */
@Controller('lighthouse')
@Access(AccessLevel.Member)
export class LighthouseController {
  constructor(
    private readonly profiles: LighthouseProfilesService,
    private readonly properties: LighthousePropertiesService,
    private readonly matches: LighthouseMatchesService,
    private readonly photos: LighthousePhotosService,
    private readonly chat: ChatService,
    private readonly trust: LighthouseTrustService,
  ) {}

  // --- trust (issue 32): references after a stay, a host's badge and references ---

  @Post('matches/:id/reference')
  @Idempotent()
  writeReference(@CurrentUser() user: AuthUser, @Param('id', IdParam) id: string, @Body() dto: ReferenceDto): Promise<LighthouseReference> {
    return this.trust.write(user.id, id, dto);
  }

  @Get('matches/:id/references')
  references(@CurrentUser() user: AuthUser, @Param('id', IdParam) id: string): Promise<LighthouseMatchReferences> {
    return this.trust.ofStay(user.id, id);
  }

  /** The other member of the stay: her badge and published references. */
  @Get('matches/:id/trust')
  matchTrust(@CurrentUser() user: AuthUser, @Param('id', IdParam) id: string): Promise<LighthouseTrust> {
    return this.trust.otherOf(user.id, id);
  }

  @Get('properties/:id/host-trust')
  hostTrust(@CurrentUser() user: AuthUser, @Param('id', IdParam) id: string): Promise<LighthouseTrust> {
    return this.trust.hostOf(user.id, id);
  }

  /** 200 with the profile, or 200 with an empty body when the member has none yet. */
  @Get('profile')
  getProfile(@CurrentUser() user: AuthUser): Promise<LighthouseProfile | null> {
    return this.profiles.getOwn(user.id);
  }

  @Post('profile')
  @Idempotent()
  createProfile(@CurrentUser() user: AuthUser, @Body() dto: CreateLighthouseProfileDto): Promise<LighthouseProfile> {
    return this.profiles.create(user.id, dto);
  }

  @Put('profile')
  updateProfile(@CurrentUser() user: AuthUser, @Body() dto: UpdateLighthouseProfileDto): Promise<LighthouseProfile> {
    return this.profiles.update(user.id, dto);
  }

  @Get('properties')
  @RequiresProfile('lighthouse')
  browse(@CurrentUser() user: AuthUser): Promise<LighthouseProperty[]> {
    return this.properties.browse(user.id);
  }

  @Get('properties/:id')
  @RequiresProfile('lighthouse')
  property(@CurrentUser() user: AuthUser, @Param('id', IdParam) id: string): Promise<LighthouseProperty> {
    return this.properties.get(user.id, id);
  }

  @Post('properties')
  @Idempotent()
  @RequiresProfile('lighthouse')
  createProperty(@CurrentUser() user: AuthUser, @Body() dto: PropertyDto): Promise<LighthouseOwnProperty> {
    return this.properties.create(user.id, dto);
  }

  @Put('properties/:id')
  @RequiresProfile('lighthouse')
  updateProperty(@CurrentUser() user: AuthUser, @Param('id', IdParam) id: string, @Body() dto: PropertyDto): Promise<LighthouseOwnProperty> {
    return this.properties.update(user.id, id, dto);
  }

  /**
   * multipart/form-data with one JPEG, PNG or WebP in the field `file` (owner only): stored
   * without its metadata, re-encoded; answers the listing with its photos.
   */
  @Post('properties/:id/photos')
  @Idempotent()
  @RequiresProfile('lighthouse')
  @UseInterceptors(PhotoUploadInterceptor)
  addPhoto(@CurrentUser() user: AuthUser, @Param('id', IdParam) id: string, @UploadedPhotoFile() file: UploadedPhoto | undefined): Promise<LighthouseOwnProperty> {
    if (!file) throw LighthouseErrors.noPhotoFile();
    return this.photos.add(user.id, id, file.buffer);
  }

  @Delete('properties/:id/photos/:photoId')
  @RequiresProfile('lighthouse')
  removePhoto(@CurrentUser() user: AuthUser, @Param('id', IdParam) id: string, @Param('photoId', IdParam) photoId: string): Promise<LighthouseOwnProperty> {
    return this.photos.remove(user.id, id, photoId);
  }

  /** The photo's bytes, for whoever may see the listing (its own rules); 304 when the browser has them. */
  @Get('properties/:id/photos/:photoId')
  @RequiresProfile('lighthouse')
  async photo(
    @CurrentUser() user: AuthUser,
    @Param('id', IdParam) id: string,
    @Param('photoId', IdParam) photoId: string,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<StreamableFile | undefined> {
    const answer = await this.photos.open(user.id, id, photoId, ifNoneMatch);
    res.status(answer.status).headers(answer.headers);
    return answer.stream ? new StreamableFile(answer.stream) : undefined;
  }

  @Get('my-properties')
  @RequiresProfile('lighthouse')
  myProperties(@CurrentUser() user: AuthUser): Promise<LighthouseOwnProperty[]> {
    return this.properties.mine(user.id);
  }

  @Get('matches')
  @RequiresProfile('lighthouse')
  listMatches(@CurrentUser() user: AuthUser): Promise<LighthouseMatch[]> {
    return this.matches.list(user.id);
  }

  @Post('matches')
  @Idempotent()
  @RequiresProfile('lighthouse')
  requestMatch(@CurrentUser() user: AuthUser, @Body() dto: CreateMatchDto): Promise<LighthouseMatch> {
    return this.matches.create(user.id, dto);
  }

  @Get('matches/:id')
  @RequiresProfile('lighthouse')
  match(@CurrentUser() user: AuthUser, @Param('id', IdParam) id: string): Promise<LighthouseMatch> {
    return this.matches.get(user.id, id);
  }

  @Put('matches/:id')
  @RequiresProfile('lighthouse')
  updateMatch(@CurrentUser() user: AuthUser, @Param('id', IdParam) id: string, @Body() dto: UpdateMatchDto): Promise<LighthouseMatch> {
    return this.matches.update(user.id, id, dto);
  }

  /** Only the request's seeker and host, while it is accepted; anyone else (admins too) the chat's 404. */
  @Get('matches/:id/messages')
  messages(@CurrentUser() user: AuthUser, @Param('id', IdParam) id: string, @Query() page: MessagePageQuery): Promise<ChatMessage[]> {
    return this.chat.read(user.id, 'match', id, page);
  }

  @Post('matches/:id/messages')
  @Idempotent()
  send(@CurrentUser() user: AuthUser, @Param('id', IdParam) id: string, @Body() dto: SendMatchMessageDto): Promise<ChatMessage> {
    return this.chat.sendByRest(user.id, 'match', id, dto.content, dto.clientId);
  }
}
