import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { AccountDataContributor } from '../account-data/account-data.registry';
import { ModerationRepository } from './moderation.repository';

/**
 * Moderation's part of the export (the reports she filed, the warnings and suspensions she
 * received, her appeals; never who reported her or which moderator acted) and of deletion (her
 * reports stay as evidence without her identity: the user row is anonymised by the core; her
 * appeals go).
 */
@Injectable()
export class ModerationAccountData implements AccountDataContributor {
  readonly key = 'moderation';

  constructor(private readonly repo: ModerationRepository) {}

  export(tx: EntityManager, userId: string): Promise<unknown> {
    return this.repo.exportOf(tx, userId);
  }

  erase(tx: EntityManager, userId: string): Promise<void> {
    return this.repo.eraseOf(tx, userId);
  }
}
