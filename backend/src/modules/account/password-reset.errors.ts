import { defineErrors } from '../../common/errors/domain-error';

export const PasswordResetErrors = defineErrors('passwordReset', {
  /** One answer for a token that never existed, was used, was replaced or expired. */
  invalidToken: [400, 'This reset link is invalid, used or expired. Ask for a new one.'],
  userNotFound: [404, 'User not found'],
  /** No admin can become another admin through the console. */
  adminAccount: [403, "An admin account cannot get a reset link. Another admin's password is reset on the server with the CLI (npm run cli -- reset-password <email>)."],
  linkNotFound: [404, 'Reset link not found'],
  ownLink: [403, 'You asked for this link: another admin must approve it.'],
  notPending: [409, 'This link is no longer waiting for approval: it was approved, replaced, used or has lapsed.'],
});
