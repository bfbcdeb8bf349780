import { Global, Module, OnModuleInit } from '@nestjs/common';
import { AccountDataRegistry } from '../account-data/account-data.registry';
import { BlocksService } from '../safety/blocks.service';
import { MailOutboxRepository } from './mail-outbox.repository';
import { MailOutboxService } from './mail-outbox.service';
import { NotificationKindRegistry } from './notification-kinds.registry';
import { NotificationsAccountData } from './notifications-account-data';
import { NotificationsController } from './notifications.controller';
import { NotificationsJobs } from './notifications.jobs';
import { NotificationsRepository } from './notifications.repository';
import { NotificationsService } from './notifications.service';

/**
 * The notifications seam, global so every feature can notify and register its kinds (in its
 * module's onModuleInit, beside its export and erasure).
 */
@Global()
@Module({
  controllers: [NotificationsController],
  providers: [
    NotificationKindRegistry,
    NotificationsRepository,
    NotificationsService,
    MailOutboxRepository,
    MailOutboxService,
    NotificationsJobs,
    NotificationsAccountData,
  ],
  exports: [NotificationKindRegistry, NotificationsService, MailOutboxService],
})
export class NotificationsModule implements OnModuleInit {
  constructor(
    private readonly notifications: NotificationsService,
    private readonly blocks: BlocksService,
    private readonly accountData: AccountDataRegistry,
    private readonly contributor: NotificationsAccountData,
  ) {}

  onModuleInit(): void {
    // A block silences the two members towards each other from now on; of what came before, only
    // the blocker's notifications caused by the blocked member go (the blocked member's stay).
    this.blocks.onBlock((tx, blocker, blocked) => this.notifications.forgetFromBlocked(tx, blocker, blocked));
    this.accountData.register(this.contributor);
  }
}
