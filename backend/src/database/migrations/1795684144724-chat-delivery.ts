import { MigrationInterface, QueryRunner } from 'typeorm';

/** The chat message tables: their conversation kind and key column (modules/chat, issue 23). */
const TABLES = [
  { table: 'messages', kind: 'partnership', key: 'partnership_id' },
  { table: 'socketrelay_messages', kind: 'fulfillment', key: 'fulfillment_id' },
  { table: 'lighthouse_messages', kind: 'match', key: 'match_id' },
] as const;

/**
 * Chat delivery you can count on (issue 23): every message carries the client's id for it
 * (`client_id`, unique in its conversation, so a resend cannot store it twice) and its place in
 * the conversation (`seq`: 1, 2, 3… with no gap). The seq is assigned by a BEFORE INSERT trigger
 * from a counter row per conversation (`chat_sequences`): the upsert locks that row until the
 * transaction ends, so concurrent sends to one conversation take turns, and a send that fails (a
 * resend hitting the unique client id) rolls its increment back: no gap. Existing messages are
 * numbered by (created_at, id) and given a random client id.
 */
export class ChatDelivery1795684144724 implements MigrationInterface {
  name = 'ChatDelivery1795684144724';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "chat_sequences" (
        "kind" varchar(20) NOT NULL,
        "conversation_id" uuid NOT NULL,
        "last_seq" bigint NOT NULL,
        CONSTRAINT "PK_chat_sequences" PRIMARY KEY ("kind", "conversation_id")
      )`);
    await q.query(`
      CREATE FUNCTION chat_assign_seq() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        -- TG_ARGV: the conversation kind, the key column of the message table.
        INSERT INTO chat_sequences (kind, conversation_id, last_seq)
        VALUES (TG_ARGV[0], (to_jsonb(NEW) ->> TG_ARGV[1])::uuid, 1)
        ON CONFLICT (kind, conversation_id) DO UPDATE SET last_seq = chat_sequences.last_seq + 1
        RETURNING last_seq INTO NEW.seq;
        RETURN NEW;
      END $$`);
    for (const { table, kind, key } of TABLES) {
      await q.query(`ALTER TABLE "${table}" ADD COLUMN "client_id" uuid NOT NULL DEFAULT gen_random_uuid(), ADD COLUMN "seq" bigint`);
      await q.query(`
        UPDATE "${table}" m SET "seq" = r.n
        FROM (SELECT id, row_number() OVER (PARTITION BY "${key}" ORDER BY created_at, id) AS n FROM "${table}") r
        WHERE r.id = m.id`);
      await q.query(`ALTER TABLE "${table}" ALTER COLUMN "seq" SET NOT NULL`);
      await q.query(`INSERT INTO chat_sequences (kind, conversation_id, last_seq) SELECT $1, "${key}", max(seq) FROM "${table}" GROUP BY "${key}"`, [kind]);
      await q.query(`CREATE UNIQUE INDEX "UQ_${table}_client" ON "${table}" ("${key}", "client_id")`);
      await q.query(`CREATE UNIQUE INDEX "UQ_${table}_seq" ON "${table}" ("${key}", "seq")`);
      await q.query(`CREATE TRIGGER "${table}_seq" BEFORE INSERT ON "${table}" FOR EACH ROW EXECUTE FUNCTION chat_assign_seq('${kind}', '${key}')`);
    }
  }

  public async down(q: QueryRunner): Promise<void> {
    for (const { table } of TABLES) {
      await q.query(`DROP TRIGGER "${table}_seq" ON "${table}"`);
      await q.query(`ALTER TABLE "${table}" DROP COLUMN "client_id", DROP COLUMN "seq"`);
    }
    await q.query(`DROP FUNCTION chat_assign_seq()`);
    await q.query(`DROP TABLE "chat_sequences"`);
  }
}
