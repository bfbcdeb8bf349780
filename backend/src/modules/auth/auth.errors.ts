import { defineErrors } from '../../common/errors/domain-error';

export const INVALID_CREDENTIALS = 'Invalid email or password';

export const AuthErrors = defineErrors('auth', {
  invalidCredentials: [401, INVALID_CREDENTIALS],
  emailTaken: [409, 'An account with this email already exists. Sign in instead.'],
});
