import { createTestApp, TestApp } from './support/test-app';

/**
 * The entities are a view of the schema the migrations build (synchronize is never on): every
 * entity's table and columns must exist as the migrations made them. Tables that only raw SQL
 * reads (the chat message tables of SqlConversationStore) have no entity.
 */
describe('Entities against the migrated schema (e2e)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
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

  it('keeps the chat message tables, which only raw SQL reads, out of the entities', async () => {
    const tables = new Set(t.db.entityMetadatas.map((e) => e.tableName));
    for (const table of ['supportmatch_messages', 'socketrelay_messages', 'lighthouse_messages']) {
      expect(tables.has(table)).toBe(false);
      const [{ n }] = await t.db.query(`SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = current_schema() AND table_name = $1`, [table]);
      expect(n).toBe(1);
    }
  });
});
