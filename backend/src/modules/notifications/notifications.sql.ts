/**
 * SQL the notifications seam lends to statements written elsewhere, so that a notification is
 * part of its cause's own statement or transaction.
 */

/**
 * A CTE `unread` for a chat message's statement: the other participant of conversation `c` (with
 * participants `a`, `b`) gets one unread notification of `kind` for conversation `$1`, or the one
 * already unread counts one more message; `m` is the inserted message (no row: nothing happens),
 * `$2` the sender. Answers the notification only when it is new (`xmax = 0`: inserted, not updated).
 * `kind` comes from code (CHAT_UNREAD_KIND), never from input.
 */
export function chatUnreadCte(kind: string): string {
  const recipient = `(CASE WHEN c.a = $2 THEN c.b ELSE c.a END)`;
  return `unread AS (
      INSERT INTO notifications (user_id, kind, object_id, actor_id, collapses)
      SELECT ${recipient}, '${kind}', m.conversation_id, $2, true FROM c, m
      WHERE EXISTS (SELECT 1 FROM users u WHERE u.id = ${recipient} AND u.deleted_at IS NULL)
        AND NOT EXISTS (SELECT 1 FROM notification_preferences p WHERE p.user_id = ${recipient} AND p.kind = '${kind}' AND NOT p.in_app)
      ON CONFLICT (user_id, kind, object_id) WHERE read_at IS NULL AND collapses DO UPDATE SET count = notifications.count + 1
      RETURNING id, user_id, (xmax = 0) AS created
    )`;
}
