/**
 * The member app's /apps/socketrelay/admin[/…] leads into the console (spec sub-apps §2: one page
 * with three tabs, Requests by default). No imports: the main router uses this without loading the console.
 */
export const SOCKETRELAY_CONSOLE_BASE = '/admin/socketrelay';

/** '' and 'requests' → the Requests list; 'fulfillments' → Fulfillments; 'statistics' (or 'stats') → the Statistics page. */
export function socketRelayConsolePath(rest: string | undefined): string {
  const [first] = (rest ?? '').split('/').filter(Boolean);
  if (first === 'statistics' || first === 'stats') return SOCKETRELAY_CONSOLE_BASE;
  if (first === 'fulfillments') return `${SOCKETRELAY_CONSOLE_BASE}/fulfillments`;
  return `${SOCKETRELAY_CONSOLE_BASE}/requests`;
}
