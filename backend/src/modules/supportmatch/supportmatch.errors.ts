import { BadRequestException, ConflictException, NotFoundException } from '@nestjs/common';

export const SupportMatchErrors = {
  noProfile: () => new NotFoundException('Create your SupportMatch profile first'),
  profileExists: () => new ConflictException('You already have a SupportMatch profile'),
  /** The same answer for "does not exist" and "not yours": a private object is never confirmed. */
  conversationNotFound: () => new NotFoundException('Conversation not found'),
  partnershipNotFound: () => new NotFoundException('Partnership not found'),
  memberNotFound: () => new NotFoundException('Member not found'),
  blockSelf: () => new BadRequestException('You cannot block yourself'),
  blockTwice: () => new ConflictException('You have already blocked this member'),
  blockNotFound: () => new NotFoundException('Block not found'),
  reportSelf: () => new BadRequestException('You cannot report yourself'),
  reportNotPartner: () => new BadRequestException('The reported member is not your partner in that partnership'),
  reportNotFound: () => new NotFoundException('Report not found'),
  matchingRunning: () => new ConflictException('A matching run is already in progress'),
  badPartnershipStatus: () => new BadRequestException('Status must be ended, cancelled or completed'),
  partnershipNotActive: () => new ConflictException('This partnership has already ended'),
};
