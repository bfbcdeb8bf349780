/**
 * The one place that says "two blocked members never meet" in SQL. Every query that must keep
 * blocked members apart builds its condition here, so the table and its columns are named once.
 * Arguments are SQL expressions written in code (`'$1'`, `'p.host_id'`), never input.
 */

/** No block, in either direction, between the members `a` and `b`. */
export const notBlocked = (a: string, b: string): string =>
  `NOT EXISTS (SELECT 1 FROM blocks blk WHERE (blk.user_id = ${a} AND blk.blocked_user_id = ${b}) OR (blk.user_id = ${b} AND blk.blocked_user_id = ${a}))`;

/** `blocker` has not blocked `other` (`other` may have blocked `blocker`): what a blocked member still reads. */
export const notBlockedBy = (blocker: string, other: string): string =>
  `NOT EXISTS (SELECT 1 FROM blocks blk WHERE blk.user_id = ${blocker} AND blk.blocked_user_id = ${other})`;

/** Every block as a pair `a` (the blocker), `b` (the blocked member): for a matching run, which keeps them apart itself. */
export const ALL_BLOCK_PAIRS = `SELECT user_id AS a, blocked_user_id AS b FROM blocks`;
