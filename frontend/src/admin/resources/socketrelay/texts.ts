import { adminT, textsAt } from '../../lib/i18n';

/** The SocketRelay console's texts (spec sub-apps §2, §8), verbatim; read in the console's language when read (admin.json `socketrelay.*`). */
export const SR_TEXT = textsAt('socketrelay.text', ['title', 'subtitle', 'noRequests', 'noFulfillments', 'deletedTitle', 'deletedDescription', 'deleteFailed']);

/** Spec §4: admin badges Active, Success, Failed, Cancelled; other values shown raw. */
export function adminStatusLabel(status: string): string {
  switch (status) {
    case 'active':
      return adminT('socketrelay.status.active');
    case 'fulfilled':
    case 'completed_success':
      return adminT('socketrelay.status.success');
    case 'completed_failure':
      return adminT('socketrelay.status.failed');
    case 'cancelled':
      return adminT('socketrelay.status.cancelled');
    default:
      return status;
  }
}
