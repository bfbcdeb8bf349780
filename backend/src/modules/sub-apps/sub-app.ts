import type { Type } from '@nestjs/common';
import { AdvisoryLock } from '../../common/locks/advisory-locks';
import type { DomainError } from '../../common/errors/domain-error';
import type { AppMetric } from '../../common/metrics/metrics.service';
import type { AppSettings } from '../../config/app-config';
import type { AccountDataContributor } from '../account-data/account-data.registry';
import type { ConversationStore } from '../chat/chat.types';
import type { NotificationKindDef } from '../notifications/notification-kinds.registry';
import type { BlockSideEffect, NameResolver } from '../safety/blocks.service';

/** One of the app's providers (or a platform one), from the application's container. */
export type Resolve = <T>(type: Type<T>) => T;

/** A route that takes `multipart/form-data` (an upload): Fastify's syntax, e.g. `/api/lighthouse/properties/:id/photos`. */
export type UploadRoute = `/api/${string}`;

/** One upload route of an app and what it takes. */
export interface UploadSlot {
  route: UploadRoute;
  /** The media types it stores (what the app's check of the file's first bytes may answer). */
  types: readonly string[];
  /**
   * The largest file it takes, in MB: deploy/nginx.conf gives the route a `client_max_body_size`
   * at least this (checked by src/deploy-nginx.spec.ts); `'media'` is MEDIA_MAX_UPLOAD_MB (200 by default).
   */
  maxMb: number | 'media';
}

/**
 * A sub-app, as the platform sees it: its module and what it plugs into each platform seam. The
 * app's folder exports one of these from `modules/<app>/<app>.sub-app.ts`; the list in
 * `sub-apps.ts` is the one line that adds it. Nothing else outside the app's folder names it.
 *
 * Every seam below is optional: an app without conversations gives no `chatStores`, and so on.
 */
export interface SubAppEntry {
  /** The app's key (packages/contracts `SUB_APP_LIST`): its `/api/<key>` segment and its notification kinds' prefix. */
  key: string;
  /** The app's Nest module (its controllers and providers). */
  module: Type<unknown>;
  /** Its conversation stores, providers of its module (chat: one per conversation kind). */
  chatStores?: Type<ConversationStore>[];
  /** The notification kinds it sends (the notifications seam refuses any other). */
  notificationKinds?: NotificationKindDef[];
  /** Its part of the account export and of account deletion, a provider of its module. */
  accountData?: Type<AccountDataContributor>;
  /**
   * Its announcements (`/api/<key>/announcements`, `/api/<key>/admin/announcements`): the SQL
   * that lists who uses the app (`user_id` rows); a new visible announcement notifies them with
   * the kind `<key>.announcement`.
   */
  announcements?: { audienceSql: string };
  /** Routes marked `@RequiresProfile(key)` need the caller's profile here; a member without one is told `missing()`. */
  profile?: { has: (resolve: Resolve) => (userId: string) => Promise<boolean>; missing: () => DomainError };
  /** What a block does in this app (inside the block's transaction), and the names it knows members by. */
  blocks?: (resolve: Resolve) => { onBlock?: BlockSideEffect; names?: NameResolver };
  /**
   * Its upload routes: where the same-origin check asks the browser to prove it is this site, with
   * the media types each stores and its size (nginx's limit for the route).
   */
  uploads?: UploadSlot[];
  /** Its own Prometheus metrics, registered with the platform's (`MetricsService.record` records one). */
  metrics?: AppMetric[];
  /** Its own settings, read from the environment and checked at startup with the platform's (`config.settings.read`). */
  settings?: AppSettings<unknown>;
  /**
   * Its PostgreSQL advisory lock keys, by name (the app's services import them from its own
   * `<app>.locks.ts`); the platform refuses to start when two keys collide.
   */
  locks?: Record<string, number>;
}

/**
 * Every advisory lock key is the platform's (common/locks) or one app's (its entry's `locks`):
 * two features can never take the same key by accident, since the application refuses to start.
 */
export function assertDistinctLocks(entries: readonly Pick<SubAppEntry, 'key' | 'locks'>[]): void {
  const owners = new Map<number, string>(Object.entries(AdvisoryLock).map(([name, key]) => [key, `platform ${name}`]));
  for (const app of entries) {
    for (const [name, key] of Object.entries(app.locks ?? {})) {
      const owner = owners.get(key);
      if (owner) throw new Error(`Advisory lock ${key} (${app.key} ${name}) is already ${owner}'s`);
      owners.set(key, `${app.key} ${name}`);
    }
  }
}

/** The upload routes of every app as patterns of request paths (`:id` → one path segment). */
export function uploadPatterns(entries: readonly Pick<SubAppEntry, 'uploads'>[]): RegExp[] {
  return entries.flatMap((app) => app.uploads ?? []).map(({ route }) => new RegExp(`^${route.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+')}$`));
}
