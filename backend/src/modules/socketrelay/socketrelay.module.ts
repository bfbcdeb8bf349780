import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SocketRelayFulfillmentEntity } from './entities/socketrelay-fulfillment.entity';
import { SocketRelayProfileEntity } from './entities/socketrelay-profile.entity';
import { SocketRelayRequestEntity } from './entities/socketrelay-request.entity';
import { FulfillmentChatStore } from './fulfillment-chat.store';
import { SocketRelayFulfillmentsService } from './socketrelay-fulfillments.service';
import { SocketRelayProfilesService } from './socketrelay-profiles.service';
import { SocketRelayRequestsService } from './socketrelay-requests.service';
import { SocketRelayAdminController } from './socketrelay-admin.controller';
import { SocketRelayAdminService } from './socketrelay-admin.service';
import { SocketRelayStatsService } from './socketrelay-stats.service';
import { SocketRelayController, SocketRelayProfileController } from './socketrelay.controller';
import { SocketRelayJobs } from './socketrelay.jobs';
import { SocketRelayAccountData } from './socketrelay-account-data';
import { SocketRelayAdminRepository } from './socketrelay-admin.repository';
import { SocketRelayFulfillmentsRepository } from './socketrelay-fulfillments.repository';
import { SocketRelayProfilesRepository } from './socketrelay-profiles.repository';
import { SocketRelayRequestsRepository } from './socketrelay-requests.repository';

/** SocketRelay's controllers and providers; what it plugs into the platform (chat, notifications, account data…) is its manifest entry, socketrelay.sub-app.ts. */
@Module({
  imports: [TypeOrmModule.forFeature([SocketRelayProfileEntity, SocketRelayRequestEntity, SocketRelayFulfillmentEntity])],
  controllers: [SocketRelayProfileController, SocketRelayController, SocketRelayAdminController],
  providers: [
    SocketRelayProfilesRepository,
    SocketRelayRequestsRepository,
    SocketRelayFulfillmentsRepository,
    SocketRelayAdminRepository,
    SocketRelayProfilesService, SocketRelayRequestsService, SocketRelayFulfillmentsService, SocketRelayAdminService, SocketRelayStatsService, FulfillmentChatStore, SocketRelayJobs, SocketRelayAccountData],
})
export class SocketRelayModule {}
