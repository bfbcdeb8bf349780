/**
 * SQL the notifications seam lends to statements written elsewhere, so that a notification is
 * part of its cause's own statement or transaction.
 */

/** The columns of a notification a chat statement answers (`unread_` + column), for the live event. */
export interface UnreadNotificationRow {
  id: string;
  user_id: string;
  kind: string;
  object_id: string | null;
  data: Record<string, unknown> | null;
  count: number;
  created_at: Date;
  read_at: Date | null;
}

/** The RETURNING list of the `unread` CTE: the notification's columns, and `created` (inserted, not counted up). */
const UNREAD_RETURNING = 'id, user_id, kind, object_id, data, count, created_at, read_at, (xmax = 0) AS created';

/**
 * A CTE `unread` for a statement storing a batch of chat messages: for every conversation of the
 * batch, its recipient gets one unread notification of `kind` counting the messages sent to her, or
 * the one already unread counts them up — one row written per conversation and recipient, however
 * many messages the batch holds. `sent` is a relation of the stored messages with `conv` (the
 * conversation), `sender` and `recipient` (the other participant). Skipped for a recipient whose
 * account is deleted or who switched the kind off in the app. Answers the notification's columns
 * and `created`. `kind` comes from code (CHAT_UNREAD_KIND), never from input.
 */
export function chatUnreadCte(kind: string, sent: string): string {
  return `unread AS (
      INSERT INTO notifications (user_id, kind, object_id, actor_id, collapses, count)
      SELECT s.recipient, '${kind}', s.conv, s.sender, true, count(*)::int FROM ${sent} s
      WHERE EXISTS (SELECT 1 FROM users u WHERE u.id = s.recipient AND u.deleted_at IS NULL)
        AND NOT EXISTS (SELECT 1 FROM notification_preferences p WHERE p.user_id = s.recipient AND p.kind = '${kind}' AND NOT p.in_app)
      GROUP BY s.recipient, s.conv, s.sender
      ON CONFLICT (user_id, kind, object_id) WHERE read_at IS NULL AND collapses DO UPDATE SET count = notifications.count + EXCLUDED.count
      RETURNING ${UNREAD_RETURNING}
    )`;
}
