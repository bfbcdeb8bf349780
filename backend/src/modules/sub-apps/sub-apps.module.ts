import { DynamicModule, Inject, Injectable, Module, OnModuleInit, Type } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { EntityManager } from 'typeorm';
import { MetricsService } from '../../common/metrics/metrics.service';
import { ProfileRegistry } from '../../common/profiles/requires-profile';
import { AccountDataRegistry } from '../account-data/account-data.registry';
import { AnnouncementsModule } from '../announcements/announcements.module';
import { AnnouncementsService } from '../announcements/announcements.service';
import { ChatService } from '../chat/chat.service';
import { NotificationKindRegistry } from '../notifications/notification-kinds.registry';
import { BlocksService } from '../safety/blocks.service';
import { assertDistinctLocks, type SubAppEntry } from './sub-app';


export const SUB_APP_ENTRIES = Symbol('SUB_APP_ENTRIES');

/**
 * Plugs every sub-app of the manifest into the platform's seams, once, before the application
 * listens: its conversation stores into chat, its notification kinds, its account-data contributor,
 * its announcement audience, its profile check, its block side effects and names, its metrics. An app's module
 * registers nothing itself.
 */
@Injectable()
export class SubAppsHost implements OnModuleInit {
  constructor(
    @Inject(SUB_APP_ENTRIES) readonly entries: readonly SubAppEntry[],
    private readonly modules: ModuleRef,
    private readonly chat: ChatService,
    private readonly notificationKinds: NotificationKindRegistry,
    private readonly accountData: AccountDataRegistry,
    private readonly announcements: AnnouncementsService,
    private readonly profiles: ProfileRegistry,
    private readonly blocks: BlocksService,
    private readonly metrics: MetricsService,
  ) {}

  private readonly resolve = <T>(type: Type<T>): T => this.modules.get(type, { strict: false });

  onModuleInit(): void {
    for (const app of this.entries) {
      for (const store of app.chatStores ?? []) this.chat.register(this.resolve(store));
      if (app.notificationKinds) this.notificationKinds.register(...app.notificationKinds);
      if (app.metrics) this.metrics.register(...app.metrics);
      if (app.accountData) this.accountData.register(this.resolve(app.accountData));
      const audience = app.announcements?.audienceSql;
      if (audience) {
        this.announcements.registerAudience(app.key, async (tx: EntityManager) => (await tx.query(audience)).map((r: { user_id: string }) => r.user_id));
      }
      if (app.profile) this.profiles.register(app.key, { has: app.profile.has(this.resolve), missing: app.profile.missing });
      if (app.blocks) {
        const { onBlock, names } = app.blocks(this.resolve);
        if (onBlock) this.blocks.onBlock(onBlock);
        if (names) this.blocks.resolveNamesWith(app.key, names);
      }
    }
  }
}

/**
 * The sub-apps of the manifest: their modules, their announcement routes, and the host that plugs
 * them into the seams. `AppModule` imports `SubAppsModule.forRoot(SUB_APPS)`; a test may pass a
 * longer list (a fixture app) through `createApp`'s `subApps` option.
 */
@Module({})
export class SubAppsModule {
  static forRoot(entries: readonly SubAppEntry[]): DynamicModule {
    assertDistinctLocks(entries);
    const keys = new Set<string>();
    for (const { key } of entries) {
      if (keys.has(key)) throw new Error(`Sub-app "${key}" is in the manifest twice`);
      keys.add(key);
    }
    return {
      module: SubAppsModule,
      imports: [...entries.map((app) => app.module), AnnouncementsModule.forApps(entries.filter((app) => app.announcements).map((app) => app.key))],
      providers: [{ provide: SUB_APP_ENTRIES, useValue: entries }, SubAppsHost],
      exports: [SUB_APP_ENTRIES],
    };
  }
}
