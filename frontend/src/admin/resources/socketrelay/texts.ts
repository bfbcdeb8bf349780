/** The SocketRelay console's texts (spec sub-apps §2, §8), verbatim. */
export const SR_TEXT = {
  title: 'SocketRelay Admin',
  subtitle: 'Oversee all requests and fulfillments in the SocketRelay system',
  noRequests: 'No requests found',
  noFulfillments: 'No fulfillments found',
  deleted: { title: 'Request deleted', description: 'The request has been removed from the system.' },
  deleteFailed: 'Failed to delete request',
} as const;

/** Spec §4: admin badges Active, Success, Failed, Cancelled; other values shown raw. */
export function adminStatusLabel(status: string): string {
  switch (status) {
    case 'active':
      return 'Active';
    case 'fulfilled':
    case 'completed_success':
      return 'Success';
    case 'completed_failure':
      return 'Failed';
    case 'cancelled':
      return 'Cancelled';
    default:
      return status;
  }
}
