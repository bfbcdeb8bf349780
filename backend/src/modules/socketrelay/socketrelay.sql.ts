/** SQL fragments shared by the SocketRelay services (never built from input). */

/** The request `r` has an active fulfilment. */
export const HAS_ACTIVE_FULFILLMENT = `EXISTS (SELECT 1 FROM socketrelay_fulfillments af WHERE af.request_id = r.id AND af.status = 'active')`;

/**
 * A request's status as members see it, at time `now` (an SQL parameter): removed (an admin deleted
 * it), fulfilled, withdrawn (by its requester), active while someone is fulfilling it, expired past expiresAt (whether or not the
 * daily job has run), else active.
 */
export const memberStatus = (now: string) => `CASE
  WHEN r.deleted_at IS NOT NULL THEN 'removed'
  WHEN r.status = 'fulfilled' THEN 'fulfilled'
  WHEN r.status = 'withdrawn' THEN 'withdrawn'
  WHEN ${HAS_ACTIVE_FULFILLMENT} THEN 'active'
  WHEN r.status = 'expired' OR r.expires_at <= ${now} THEN 'expired'
  ELSE 'active' END`;
