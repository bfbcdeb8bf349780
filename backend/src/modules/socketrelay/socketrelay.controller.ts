import type { ChatMessage } from '@pfe/contracts';
import type {
  SocketRelayAvailableRequest,
  SocketRelayFulfillment,
  SocketRelayFulfillmentDetail,
  SocketRelayMyFulfillment,
  SocketRelayOwnRequest,
  SocketRelayProfile,
} from '@pfe/contracts/socketrelay';
import { Body, Controller, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { Access, AccessLevel } from '../../common/access/access.decorator';
import { AuthUser } from '../../common/http/auth-user';
import { CurrentUser } from '../../common/http/current-user.decorator';
import { IdParam } from '../../common/http/id-param';
import { RequiresProfile } from '../../common/profiles/requires-profile';
import { ChatService } from '../chat/chat.service';
import { MessagePageQuery } from '../chat/dto/message-page.dto';
import { CloseFulfillmentDto, SendFulfillmentMessageDto } from './dto/fulfillment.dto';
import { SocketRelayProfileDto } from './dto/profile.dto';
import { CreateRequestDto } from './dto/request.dto';
import { SocketRelayFulfillmentsService } from './socketrelay-fulfillments.service';
import { SocketRelayProfilesService } from './socketrelay-profiles.service';
import { SocketRelayRequestsService } from './socketrelay-requests.service';
import { Idempotent } from '../../common/idempotency/idempotent.decorator';

/** A member's own SocketRelay profile: the one part open without a profile (besides the announcements). */
@Controller('socketrelay')
@Access(AccessLevel.Member)
export class SocketRelayProfileController {
  constructor(private readonly profiles: SocketRelayProfilesService) {}

  /** 200 with the profile, or 200 with an empty body when the member has none yet. */
  @Get('profile')
  getProfile(@CurrentUser() user: AuthUser): Promise<SocketRelayProfile | null> {
    return this.profiles.getOwn(user.id);
  }

  @Post('profile')
  @Idempotent()
  createProfile(@CurrentUser() user: AuthUser, @Body() dto: SocketRelayProfileDto): Promise<SocketRelayProfile> {
    return this.profiles.create(user.id, dto);
  }

  @Put('profile')
  updateProfile(@CurrentUser() user: AuthUser, @Body() dto: SocketRelayProfileDto): Promise<SocketRelayProfile> {
    return this.profiles.update(user.id, dto);
  }
}

/** Requests, fulfilments and their chats: every route needs the caller's SocketRelay profile (403 otherwise). */
@Controller('socketrelay')
@Access(AccessLevel.Member)
@RequiresProfile('socketrelay')
export class SocketRelayController {
  constructor(
    private readonly requests: SocketRelayRequestsService,
    private readonly fulfillments: SocketRelayFulfillmentsService,
    private readonly chat: ChatService,
  ) {}

  @Get('requests')
  available(@CurrentUser() user: AuthUser): Promise<SocketRelayAvailableRequest[]> {
    return this.requests.available(user.id);
  }

  @Post('requests')
  @Idempotent()
  create(@CurrentUser() user: AuthUser, @Body() dto: CreateRequestDto): Promise<SocketRelayOwnRequest> {
    return this.requests.create(user.id, dto.description);
  }

  @Get('my-requests')
  myRequests(@CurrentUser() user: AuthUser): Promise<SocketRelayOwnRequest[]> {
    return this.requests.mine(user.id);
  }

  /** The requester gives their own expired request another 14 days. */
  @Post('requests/:id/repost')
  @HttpCode(200)
  repost(@CurrentUser() user: AuthUser, @Param('id', IdParam) id: string): Promise<SocketRelayOwnRequest> {
    return this.requests.repost(user.id, id);
  }

  /** The requester takes back her own open request (nobody fulfilling it). */
  @Post('requests/:id/withdraw')
  @HttpCode(200)
  withdraw(@CurrentUser() user: AuthUser, @Param('id', IdParam) id: string): Promise<SocketRelayOwnRequest> {
    return this.requests.withdraw(user.id, id);
  }

  @Post('requests/:id/fulfill')
  @Idempotent()
  fulfill(@CurrentUser() user: AuthUser, @Param('id', IdParam) id: string): Promise<SocketRelayFulfillment> {
    return this.fulfillments.fulfill(user.id, id);
  }

  @Get('my-fulfillments')
  myFulfillments(@CurrentUser() user: AuthUser): Promise<SocketRelayMyFulfillment[]> {
    return this.fulfillments.mine(user.id);
  }

  @Get('fulfillments/:id')
  detail(@CurrentUser() user: AuthUser, @Param('id', IdParam) id: string): Promise<SocketRelayFulfillmentDetail> {
    return this.fulfillments.detail(user.id, id);
  }

  @Post('fulfillments/:id/close')
  @HttpCode(200)
  close(@CurrentUser() user: AuthUser, @Param('id', IdParam) id: string, @Body() dto: CloseFulfillmentDto): Promise<SocketRelayFulfillmentDetail> {
    return this.fulfillments.close(user.id, id, dto.status);
  }

  @Get('fulfillments/:id/messages')
  messages(@CurrentUser() user: AuthUser, @Param('id', IdParam) id: string, @Query() page: MessagePageQuery): Promise<ChatMessage[]> {
    return this.chat.read(user.id, 'fulfillment', id, page);
  }

  @Post('fulfillments/:id/messages')
  @Idempotent()
  send(@CurrentUser() user: AuthUser, @Param('id', IdParam) id: string, @Body() dto: SendFulfillmentMessageDto): Promise<ChatMessage> {
    return this.chat.sendByRest(user.id, 'fulfillment', id, dto.content, dto.clientId);
  }
}
