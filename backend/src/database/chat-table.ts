import { MAX_MESSAGE_LENGTH } from '@pfe/contracts';
import type { QueryRunner } from 'typeorm';

/** A chat message table as SqlConversationStore reads it (modules/chat/sql-conversation.store.ts). */
export interface ChatTable {
  /** The table's name, e.g. `lighthouse_messages`. */
  table: string;
  /** Its conversation kind (the contracts' `chatKinds`), the first argument of its `chat_assign_seq` trigger. */
  kind: string;
  /** The column naming the conversation, e.g. `match_id`. */
  key: string;
  /** What the key column references, e.g. `lighthouse_matches(id)` (its rows go with the conversation). */
  references: string;
}

/**
 * Creates a chat message table in a migration, with everything the chat's delivery needs (issue
 * 23, migration ChatDelivery): `client_id` unique in its conversation (`UQ_<table>_client`: a resend
 * is stored once), `seq` 1, 2, 3… without gaps (`UQ_<table>_seq`), numbered by the shared
 * `chat_assign_seq` trigger (`<table>_seq`). The three SupportMatch, SocketRelay and LightHouse tables
 * were made before this helper (their columns added by ChatDelivery); every new one goes through it.
 */
export async function createChatTable(q: QueryRunner, { table, kind, key, references }: ChatTable): Promise<void> {
  await q.query(`
    CREATE TABLE "${table}" (
      "id" uuid NOT NULL DEFAULT gen_random_uuid(),
      "${key}" uuid NOT NULL REFERENCES ${references} ON DELETE CASCADE,
      "sender_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
      "content" varchar(${MAX_MESSAGE_LENGTH}) NOT NULL,
      "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      "client_id" uuid NOT NULL,
      "seq" bigint NOT NULL,
      CONSTRAINT "PK_${table}" PRIMARY KEY ("id")
    )`);
  await q.query(`CREATE UNIQUE INDEX "UQ_${table}_client" ON "${table}" ("${key}", "client_id")`);
  await q.query(`CREATE UNIQUE INDEX "UQ_${table}_seq" ON "${table}" ("${key}", "seq")`);
  await q.query(`CREATE INDEX "IDX_${table}_sender" ON "${table}" ("sender_id")`);
  await q.query(`CREATE TRIGGER "${table}_seq" BEFORE INSERT ON "${table}" FOR EACH ROW EXECUTE FUNCTION chat_assign_seq('${kind}', '${key}')`);
}

/** Undoes createChatTable (its migration's `down`); the conversation counters of its kind go too. */
export async function dropChatTable(q: QueryRunner, { table, kind }: Pick<ChatTable, 'table' | 'kind'>): Promise<void> {
  await q.query(`DROP TABLE "${table}"`);
  await q.query(`DELETE FROM chat_sequences WHERE kind = $1`, [kind]);
}
