import { defineErrors } from '../../common/errors/domain-error';

export const AccountErrors = defineErrors('account', {
  /** 400, not 401: the member stays signed in; the UI must not read it as an ended session. */
  wrongPassword: [400, 'That password is not correct'],
  /** The session spent its budget of wrong passwords and has ended (every node). */
  tooManyWrongPasswords: [401, 'Too many wrong passwords: this session was signed out. Sign in again.'],
  noSettings: [400, 'Send at least one setting to change (discreetMode, quickExitKeepsSignedIn, language)'],
  samePassword: [400, 'Choose a new password that differs from the current one'],
  lastAdmin: [409, 'The last admin cannot delete their account. Make another member an admin first.'],
  alreadyDeleted: [409, 'This account has already been deleted'],
  /** A cross-site GET of the export (a stranger's link or image): nothing is read, no alert is sent. */
  exportCrossSite: [403, 'Download your data from Settings on this site: a link from another site cannot start it.'],
  /** Another member's session and an unknown one read the same. */
  sessionNotFound: [404, 'Session not found'],
  passkeyNotFound: [404, 'Passkey not found'],
  tooManyPasskeys: [409, 'You can have at most 10 passkeys. Remove one first.'],
  passkeyTaken: [409, 'This passkey is already registered'],
  passkeyChallengeMissing: [400, 'The passkey request expired. Please try again.'],
  passkeyNotVerified: [400, 'The passkey could not be verified. Please try again.'],
  /** The same answer for an unknown passkey and a failed check. */
  passkeySignInFailed: [401, 'This passkey could not sign you in. Use your password instead, or try another passkey.'],
});

export const MAX_PASSKEYS = 10;
