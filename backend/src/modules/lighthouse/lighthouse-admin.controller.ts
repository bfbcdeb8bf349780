import type { LighthouseAdminProperty, LighthouseStats, LighthouseVerification } from '@pfe/contracts/lighthouse';
import { Body, Controller, Delete, Get, Headers, HttpCode, Param, Put, Res, StreamableFile } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { Access, AccessLevel } from '../../common/access/access.decorator';
import { AuthUser } from '../../common/http/auth-user';
import { CurrentUser } from '../../common/http/current-user.decorator';
import { IdParam } from '../../common/http/id-param';
import { AdminList, ListPage, ListRequest } from '../../common/pagination/admin-list';
import { AdminPropertyUpdateDto } from './dto/property.dto';
import { VerificationDto } from './dto/trust.dto';
import { LighthouseTrustService } from './lighthouse-trust.service';
import { LighthousePhotosService } from './lighthouse-photos.service';
import { LighthouseStatsService } from './lighthouse-stats.service';
import { LighthousePropertiesService, PROPERTY_LIST } from './lighthouse-properties.service';

/** LightHouse in the console: stats and the property list (no street addresses), where a listing can be taken down and a photo removed. */
@Controller('lighthouse/admin')
@Access(AccessLevel.Admin)
export class LighthouseAdminController {
  constructor(
    private readonly stats: LighthouseStatsService,
    private readonly properties: LighthousePropertiesService,
    private readonly photos: LighthousePhotosService,
    private readonly trust: LighthouseTrustService,
  ) {}

  /** The verified host badge (issue 32): only an admin sets it, with what was checked; logged. */
  @Put('hosts/:id/verification')
  verifyHost(@CurrentUser() admin: AuthUser, @Param('id', IdParam) id: string, @Body() dto: VerificationDto): Promise<LighthouseVerification> {
    return this.trust.verify(admin.id, id, dto);
  }

  @Delete('hosts/:id/verification')
  @HttpCode(204)
  unverifyHost(@CurrentUser() admin: AuthUser, @Param('id', IdParam) id: string): Promise<void> {
    return this.trust.unverify(admin.id, id);
  }

  @Get('stats')
  getStats(): Promise<LighthouseStats> {
    return this.stats.stats();
  }

  @Get('properties')
  listProperties(@AdminList(PROPERTY_LIST) list: ListRequest): Promise<ListPage<LighthouseAdminProperty>> {
    return this.properties.list(list);
  }

  @Get('properties/:id')
  getProperty(@Param('id', IdParam) id: string): Promise<LighthouseAdminProperty> {
    return this.properties.getForAdmin(id);
  }

  @Put('properties/:id')
  setListed(@CurrentUser() admin: AuthUser, @Param('id', IdParam) id: string, @Body() dto: AdminPropertyUpdateDto): Promise<LighthouseAdminProperty> {
    return this.properties.setListedByAdmin(admin.id, id, dto.isActive);
  }

  @Get('properties/:id/photos/:photoId')
  async photo(
    @Param('id', IdParam) id: string,
    @Param('photoId', IdParam) photoId: string,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<StreamableFile | undefined> {
    const answer = await this.photos.openForAdmin(id, photoId, ifNoneMatch);
    res.status(answer.status).headers(answer.headers);
    return answer.stream ? new StreamableFile(answer.stream) : undefined;
  }

  /** An admin removes a photo from any listing (logged). */
  @Delete('properties/:id/photos/:photoId')
  removePhoto(@CurrentUser() admin: AuthUser, @Param('id', IdParam) id: string, @Param('photoId', IdParam) photoId: string): Promise<LighthouseAdminProperty> {
    return this.photos.removeByAdmin(admin.id, id, photoId);
  }
}
