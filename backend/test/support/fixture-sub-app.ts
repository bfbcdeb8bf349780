/**
 * A fifth sub-app that exists only in tests ("Fixture": members share notes with each other), built
 * the way docs/adding-a-sub-app.md says: one module, one manifest entry. It is added to the manifest
 * through createTestApp's `subApps` option alone; no shared file names it. Its tables are made by
 * `createFixtureTables` (a real app has a migration).
 */
import type { ChatMessage, NotificationKind } from '@pfe/contracts';
import { Body, Controller, HttpCode, Injectable, Module, Param, Post } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { IsUUID } from 'class-validator';
import type { DataSource, EntityManager } from 'typeorm';
import { Access, AccessLevel } from '../../src/common/access/access.decorator';
import { defineErrors } from '../../src/common/errors/domain-error';
import type { AuthUser } from '../../src/common/http/auth-user';
import { CurrentUser } from '../../src/common/http/current-user.decorator';
import { IdParam } from '../../src/common/http/id-param';
import { RequiresProfile } from '../../src/common/profiles/requires-profile';
import type { AccountDataContributor } from '../../src/modules/account-data/account-data.registry';
import { ChatErrors } from '../../src/modules/chat/chat.errors';
import type { ConversationStore, StoredMessage } from '../../src/modules/chat/chat.types';
import { NotificationsService } from '../../src/modules/notifications/notifications.service';
import type { SubAppEntry } from '../../src/modules/sub-apps/sub-app';

export const FIXTURE = 'fixture';
/** Its conversation kind and notification kinds: not in the contracts' list (a real app adds its line there). */
export const NOTE_KIND = 'note';
export const NOTE_SHARED = 'fixture.note_shared' as NotificationKind;
export const FIXTURE_LOCK = 727_900;

export async function createFixtureTables(db: DataSource): Promise<void> {
  await db.query(`CREATE TABLE IF NOT EXISTS fixture_profiles (user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE, display_name varchar(40) NOT NULL)`);
  await db.query(`CREATE TABLE IF NOT EXISTS fixture_notes (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    author_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    reader_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    text varchar(200) NOT NULL)`);
}

const FixtureErrors = defineErrors(FIXTURE, { noProfile: [403, 'Create your Fixture profile first'] });

class ShareNoteDto {
  @IsUUID('all', { message: 'readerId must be a member id' })
  readerId: string;
}

@Injectable()
export class FixtureService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly notifications: NotificationsService,
  ) {}

  async hasProfile(userId: string): Promise<boolean> {
    return (await this.db.query(`SELECT 1 FROM fixture_profiles WHERE user_id = $1`, [userId])).length > 0;
  }

  async createProfile(userId: string): Promise<void> {
    await this.db.query(`INSERT INTO fixture_profiles (user_id, display_name) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [userId, `Noter ${userId.slice(0, 4)}`]);
  }

  /** Shares a note with another member, who is notified in the same transaction. */
  share(authorId: string, readerId: string): Promise<{ id: string }> {
    return this.db.transaction(async (tx) => {
      const [note]: { id: string }[] = await tx.query(`INSERT INTO fixture_notes (author_id, reader_id, text) VALUES ($1, $2, 'Hello') RETURNING id`, [authorId, readerId]);
      await this.notifications.notify(tx, readerId, NOTE_SHARED, { objectId: note.id, actorId: authorId });
      return note;
    });
  }

  async removeBetween(tx: EntityManager, a: string, b: string): Promise<void> {
    await tx.query(`DELETE FROM fixture_notes WHERE (author_id = $1 AND reader_id = $2) OR (author_id = $2 AND reader_id = $1)`, [a, b]);
  }

  async displayNamesOf(ids: string[]): Promise<Map<string, string>> {
    const rows: { user_id: string; display_name: string }[] = await this.db.query(`SELECT user_id, display_name FROM fixture_profiles WHERE user_id = ANY($1)`, [ids]);
    return new Map(rows.map((r) => [r.user_id, r.display_name]));
  }
}

/** A note is a conversation between its author and its reader; this one keeps no messages. */
@Injectable()
export class NoteChatStore implements ConversationStore {
  readonly kind = NOTE_KIND as ConversationStore['kind'];

  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async assertCanRead(userId: string, conversationId: string): Promise<void> {
    const rows = await this.db.query(`SELECT 1 FROM fixture_notes WHERE id = $1 AND $2 IN (author_id, reader_id)`, [conversationId, userId]);
    if (rows.length === 0) throw ChatErrors.conversationNotFound();
  }

  async list(): Promise<ChatMessage[]> {
    return [];
  }

  async insert(): Promise<StoredMessage> {
    throw ChatErrors.conversationNotFound();
  }
}

@Injectable()
export class FixtureAccountData implements AccountDataContributor {
  readonly key = FIXTURE;

  async export(tx: EntityManager, userId: string): Promise<unknown> {
    const [{ count }] = await tx.query(`SELECT count(*)::int AS count FROM fixture_notes WHERE author_id = $1`, [userId]);
    return { notesWritten: count };
  }

  async erase(tx: EntityManager, userId: string): Promise<void> {
    await tx.query(`DELETE FROM fixture_notes WHERE author_id = $1`, [userId]);
    await tx.query(`DELETE FROM fixture_profiles WHERE user_id = $1`, [userId]);
  }
}

@Controller(FIXTURE)
class FixtureController {
  constructor(private readonly fixture: FixtureService) {}

  @Post('profile')
  @Access(AccessLevel.Member)
  @HttpCode(204)
  async createProfile(@CurrentUser() user: AuthUser): Promise<void> {
    await this.fixture.createProfile(user.id);
  }

  @Post('notes')
  @Access(AccessLevel.Member)
  @RequiresProfile(FIXTURE)
  share(@CurrentUser() user: AuthUser, @Body() dto: ShareNoteDto): Promise<{ id: string }> {
    return this.fixture.share(user.id, dto.readerId);
  }

  /** An upload route (declared in the entry): the same-origin check asks the browser for proof here. */
  @Post('notes/:id/attachment')
  @Access(AccessLevel.Member)
  @HttpCode(204)
  attach(@Param('id', IdParam) _id: string): void {}
}

@Module({ controllers: [FixtureController], providers: [FixtureService, NoteChatStore, FixtureAccountData] })
class FixtureModule {}

/** The fixture's manifest entry: everything it plugs into the platform. */
export const fixtureSubApp: SubAppEntry = {
  key: FIXTURE,
  module: FixtureModule,
  chatStores: [NoteChatStore],
  notificationKinds: [
    { kind: NOTE_SHARED, sentence: 'Someone shared a Fixture note with you.' },
    { kind: 'fixture.announcement' as NotificationKind, sentence: 'There is a new Fixture announcement.' },
  ],
  accountData: FixtureAccountData,
  announcements: { audienceSql: `SELECT user_id FROM fixture_profiles` },
  profile: { has: (resolve) => (userId) => resolve(FixtureService).hasProfile(userId), missing: FixtureErrors.noProfile },
  blocks: (resolve) => ({
    onBlock: (tx, blocker, blocked) => resolve(FixtureService).removeBetween(tx, blocker, blocked),
    names: (_viewerId, ids) => resolve(FixtureService).displayNamesOf(ids),
  }),
  uploads: [{ route: '/api/fixture/notes/:id/attachment', types: ['text/plain'], maxMb: 1 }],
  locks: { fixtureDaily: FIXTURE_LOCK },
};
