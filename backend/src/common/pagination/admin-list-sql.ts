import type { EntityManager } from 'typeorm';
import type { ListPage, ListRequest } from './admin-list';

/**
 * The conditions of a list's WHERE, numbered as they are added: `where.add((p) => \`u.email = ${p}\`, value)`
 * adds nothing when `value` is undefined, so a filter that was not given is simply skipped.
 */
export class SqlWhere {
  private readonly parts: string[] = [];
  readonly params: unknown[] = [];

  add(condition: (param: string) => string, value: unknown): this {
    if (value === undefined) return this;
    this.params.push(value);
    this.parts.push(condition(`$${this.params.length}`));
    return this;
  }

  /** A condition with no parameter (e.g. `deleted_at IS NULL`). */
  always(condition: string): this {
    this.parts.push(condition);
    return this;
  }

  toSql(): string {
    return this.parts.length ? `WHERE ${this.parts.join(' AND ')}` : '';
  }
}

export interface AdminListSql {
  /** The select list, without SELECT; aliases name the row type's fields. */
  select: string;
  /** The FROM clause with its joins, without FROM. */
  from: string;
  /** The row's id column: getMany's `filter.id`, and the tie-break after the chosen sort. */
  id: string;
  /** The resource's own filters; `filter.id` is added here. */
  where?: SqlWhere;
}

/**
 * ONE way to answer a react-admin simple-rest list in SQL (the request parsed by `@AdminList`,
 * common/pagination/admin-list.ts): the filters as a WHERE, the allow-listed sort then the id,
 * LIMIT/OFFSET from the range, and the total from a window count in the same statement (one more
 * count only when the page is past the end).
 */
export async function adminListPage<Row>(db: EntityManager, list: ListRequest, sql: AdminListSql): Promise<ListPage<Row>> {
  const where = sql.where ?? new SqlWhere();
  where.add((p) => `${sql.id} = ANY(${p}::uuid[])`, list.filter.ids);
  const params = [...where.params, list.limit, list.offset];
  const rows: (Row & { __total?: string })[] = await db.query(
    `SELECT ${sql.select}, count(*) OVER () AS __total FROM ${sql.from} ${where.toSql()}
     ORDER BY ${list.orderBy} ${list.direction}, ${sql.id} DESC LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  );
  let total: number;
  if (rows.length > 0) total = Number(rows[0].__total);
  else if (list.offset === 0) total = 0;
  else [{ total }] = await db.query(`SELECT count(*)::int AS total FROM ${sql.from} ${where.toSql()}`, where.params);
  for (const row of rows) delete row.__total;
  return { rows, total };
}
