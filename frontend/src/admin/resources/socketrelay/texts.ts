import { SOCKETRELAY_FULFILLMENT_STATUSES, SOCKETRELAY_REQUEST_STATUSES } from '@pfe/contracts/socketrelay';
import { adminT, textsAt } from '../../lib/i18n';

/** The SocketRelay console's texts (spec sub-apps §2, §8), verbatim; read in the console's language when read (admin.json `socketrelay.*`). */
export const SR_TEXT = textsAt('socketrelay.text', ['title', 'subtitle', 'noRequests', 'noFulfillments', 'deletedTitle', 'deletedDescription', 'deleteFailed']);

/**
 * Every status a console row can hold: a request's (the contracts' member-facing ones and the
 * stored `deleted`, which the member API calls `removed`) and a fulfilment's.
 */
export const SOCKETRELAY_ADMIN_STATUSES = [...new Set([...SOCKETRELAY_REQUEST_STATUSES, 'deleted', ...SOCKETRELAY_FULFILLMENT_STATUSES])] as const;
type AdminStatus = (typeof SOCKETRELAY_ADMIN_STATUSES)[number];

/**
 * Each status's key under `admin:socketrelay.status`. Spec §4: the badges Active, Success, Failed,
 * Cancelled; other values shown raw, which is what English's `expired`, `withdrawn`, `removed` and
 * `deleted` read (the raw value), translated in every other language.
 */
const STATUS_KEYS: Readonly<Record<AdminStatus, string>> = {
  active: 'active',
  fulfilled: 'success',
  completed_success: 'success',
  completed_failure: 'failed',
  cancelled: 'cancelled',
  expired: 'expired',
  withdrawn: 'withdrawn',
  removed: 'removed',
  deleted: 'deleted',
};

/** A request's or fulfilment's status in the console's language; a value no release knows stays raw. */
export function adminStatusLabel(status: string): string {
  const key = STATUS_KEYS[status as AdminStatus];
  return key ? adminT(`socketrelay.status.${key}`) : status;
}
