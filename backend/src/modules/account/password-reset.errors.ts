import { defineErrors } from '../../common/errors/domain-error';

export const PasswordResetErrors = defineErrors('passwordReset', {
  /** One answer for a token that never existed, was used, was replaced or expired. */
  invalidToken: [400, 'This reset link is invalid, used or expired. Ask for a new one.'],
  userNotFound: [404, 'User not found'],
});
