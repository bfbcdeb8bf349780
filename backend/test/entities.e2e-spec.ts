import { SqlConversationStore } from '../src/modules/chat/sql-conversation.store';
import { createTestApp, TestApp } from './support/test-app';
import { TEST_SUB_APP_ENTRIES } from './sub-apps';

/**
 * The entities are a view of the schema the migrations build (synchronize is never on): every
 * entity's table and columns must exist as the migrations made them. Tables that only raw SQL
 * reads (the chat message tables of SqlConversationStore) have no entity. The app runs every app
 * of the test manifest (test/sub-apps), so a new app's entities and chat tables are checked too.
 */
describe('Entities against the migrated schema (e2e)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, [], { subApps: TEST_SUB_APP_ENTRIES });
  });
  afterAll(() => t.close());

  it('maps only tables and columns the migrations created, with the same nullability', async () => {
    const rows: { table_name: string; column_name: string; is_nullable: 'YES' | 'NO' }[] = await t.db.query(
      `SELECT table_name, column_name, is_nullable FROM information_schema.columns WHERE table_schema = current_schema()`,
    );
    const schema = new Map(rows.map((r) => [`${r.table_name}.${r.column_name}`, r.is_nullable === 'YES']));
    const problems: string[] = [];
    for (const entity of t.db.entityMetadatas) {
      for (const column of entity.columns) {
        const nullable = schema.get(`${entity.tableName}.${column.databaseName}`);
        if (nullable === undefined) problems.push(`${entity.name}: ${entity.tableName}.${column.databaseName} does not exist`);
        else if (nullable !== column.isNullable) problems.push(`${entity.name}: ${entity.tableName}.${column.databaseName} nullable is ${nullable} in the database`);
      }
    }
    expect(problems).toEqual([]);
    expect(t.db.entityMetadatas.length).toBeGreaterThan(10);
  });

  it("keeps every app's chat message tables, which only raw SQL reads, out of the entities, each with its delivery constraints and trigger", async () => {
    const entityTables = new Set(t.db.entityMetadatas.map((e) => e.tableName));
    const chatTables = TEST_SUB_APP_ENTRIES.flatMap((app) => app.chatStores ?? [])
      .map((store) => t.app.get(store, { strict: false }))
      .filter((store) => store instanceof SqlConversationStore)
      .map((store) => store.messageTable);
    expect(chatTables.length).toBe(TEST_SUB_APP_ENTRIES.flatMap((app) => app.chatStores ?? []).length);
    for (const table of chatTables) {
      expect(entityTables.has(table)).toBe(false);
      const [{ n }] = await t.db.query(`SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = current_schema() AND table_name = $1`, [table]);
      expect(n).toBe(1);
      // database/chat-table.ts: a resend is stored once, the seq has no gap, the shared trigger numbers it.
      const indexes = (await t.db.query(`SELECT indexname FROM pg_indexes WHERE tablename = $1 AND indexname LIKE 'UQ\\_%' ORDER BY 1`, [table])).map((r: { indexname: string }) => r.indexname);
      expect(indexes).toEqual([`UQ_${table}_client`, `UQ_${table}_seq`]);
      const triggers = await t.db.query(`SELECT action_statement FROM information_schema.triggers WHERE event_object_table = $1 AND event_manipulation = 'INSERT'`, [table]);
      expect(triggers).toEqual([{ action_statement: expect.stringContaining('chat_assign_seq(') }]);
    }
  });
});
