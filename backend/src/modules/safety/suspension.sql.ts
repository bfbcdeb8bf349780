/**
 * The one SQL condition for "this member's content is shown to others": not suspended now
 * (issue 32). A suspended member's open requests and listings disappear from others' lists while
 * `suspended_until` is later than now, and come back by themselves when it passes.
 * The argument is an SQL expression written in code (`'p.host_id'`), never input.
 */
export const notSuspended = (userId: string): string => `NOT EXISTS (SELECT 1 FROM users sus WHERE sus.id = ${userId} AND sus.suspended_until > now())`;
