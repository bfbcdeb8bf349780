import { defineErrors } from '../../common/errors/domain-error';

export const SocketRelayErrors = defineErrors('socketrelay', {
  noProfile: [403, 'Create your SocketRelay profile first'],
  profileExists: [409, 'You already have a SocketRelay profile'],
  requestNotFound: [404, 'Request not found'],
  fulfillOwn: [400, 'You cannot fulfill your own request'],
  requestExpired: [410, 'This request has expired'],
  alreadyFulfilling: [409, 'This request is already being fulfilled'],
  alreadyFulfilled: [409, 'This request has already been fulfilled'],
  notExpired: [409, 'Only an expired request can be reposted'],
  withdrawBeingFulfilled: [409, 'Someone is fulfilling this request: close it from its chat instead'],
  notOpen: [409, 'Only an open request can be withdrawn'],
  fulfillmentNotFound: [404, 'Fulfillment not found'],
  fulfillmentClosed: [409, 'This fulfillment is closed'],
  alreadyClosed: [409, 'This fulfillment has already been closed'],
  badCloseStatus: [400, 'Status must be completed_success, completed_failure or cancelled'],
});
