import { defineErrors } from '../../common/errors/domain-error';

/** Why a code cannot be redeemed, in words a member can act on. */
export const InviteErrors = defineErrors('invites', {
  unknown: [404, 'This invite code is not valid. Check it and try again.'],
  inactive: [410, 'This invite code is no longer active.'],
  expired: [410, 'This invite code has expired.'],
  usedUp: [410, 'This invite code has already been used the maximum number of times.'],
  alreadyMember: [409, 'You have already redeemed an invite code.'],
  expiryInPast: [400, 'Expiry must be in the future'],
  notFound: [404, 'Invite code not found'],
});
