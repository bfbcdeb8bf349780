import { BadRequestException, ConflictException, GoneException, NotFoundException } from '@nestjs/common';

/** Why a code cannot be redeemed, in words a member can act on. */
export const InviteErrors = {
  unknown: () => new NotFoundException('This invite code is not valid. Check it and try again.'),
  inactive: () => new GoneException('This invite code is no longer active.'),
  expired: () => new GoneException('This invite code has expired.'),
  usedUp: () => new GoneException('This invite code has already been used the maximum number of times.'),
  alreadyMember: () => new ConflictException('You have already redeemed an invite code.'),
  expiryInPast: () => new BadRequestException('Expiry must be in the future'),
  notFound: () => new NotFoundException('Invite code not found'),
};
