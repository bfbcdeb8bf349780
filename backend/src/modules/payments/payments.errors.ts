import { defineErrors } from '../../common/errors/domain-error';

export const PaymentErrors = defineErrors('payments', {
  dateInFuture: [400, 'Payment date cannot be in the future'],
  dateTooOld: [400, 'Payment date is too far in the past'],
  userNotFound: [400, 'The selected user does not exist'],
  userDeleted: [400, 'This member deleted their account; no payment can be recorded for it'],
});
