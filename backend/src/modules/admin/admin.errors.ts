import { defineErrors } from '../../common/errors/domain-error';

export const AdminErrors = defineErrors('admin', {
  userNotFound: [404, 'User not found'],
  nothingToChange: [400, 'Nothing to change: send isAdmin or subscriptionStatus'],
  userDeleted: [409, 'This member deleted their account; it is kept only as a record'],
  cannotDemoteSelf: [409, 'You cannot remove your own admin access'],
  lastAdmin: [409, 'The last admin cannot be demoted'],
});
